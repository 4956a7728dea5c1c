import { useCallback, useMemo, useState, type ReactNode } from 'react';
import axios from 'axios';
import Cookies from 'js-cookie';
import { ToastContainer, toast } from 'react-toastify';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from 'shared-ui';
import { SITE_NAME, TOKEN_COOKIE_NAME, TOKEN_LIFETIME_DAYS } from 'shared-contracts';
import { HostContext, readSessionToken, type HostServices, type SessionUser } from 'shared-contracts/host';
import { STANDALONE_CONFIG } from './standalone-config';

function userFromCookie(): SessionUser | null {
  const token = Cookies.get(TOKEN_COOKIE_NAME);
  if (!token) return null;
  const reading = readSessionToken(token);
  return reading.kind === 'valid' ? reading.user : null;
}

/**
 * A small stand-in for the shell, so a remote's team can run it alone (`npm run dev -w <remote>`).
 * It keeps the same cookie and API conventions, without the shell's header and footer.
 */
export function StandaloneHost({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(userFromCookie);

  const logout = useCallback(() => {
    Cookies.remove(TOKEN_COOKIE_NAME, { path: '/' });
    setUser(null);
  }, []);

  const login = useCallback((token: string) => {
    const reading = readSessionToken(token);
    if (reading.kind !== 'valid') return null;
    Cookies.set(TOKEN_COOKIE_NAME, token, { expires: TOKEN_LIFETIME_DAYS, path: '/', sameSite: 'strict' });
    setUser(reading.user);
    return reading.user;
  }, []);

  const api = useMemo(() => {
    const client = axios.create({ baseURL: STANDALONE_CONFIG.apiBase });
    client.interceptors.request.use((config) => {
      const token = Cookies.get(TOKEN_COOKIE_NAME);
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
    return client;
  }, []);

  const services = useMemo<HostServices>(
    () => ({
      session: { status: user ? 'signed-in' : 'signed-out', user },
      login,
      logout,
      api,
      toast: { success: toast.success, error: toast.error, info: toast.info },
      setPageMeta: (meta) => {
        document.title = `${meta.title} | ${SITE_NAME} (stand-alone)`;
      },
      config: STANDALONE_CONFIG,
    }),
    [user, login, logout, api],
  );

  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <HostContext.Provider value={services}>{children}</HostContext.Provider>
        <ToastContainer position="top-center" theme="dark" hideProgressBar />
      </ThemeProvider>
    </BrowserRouter>
  );
}
