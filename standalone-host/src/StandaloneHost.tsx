import { Suspense, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import Cookies from 'js-cookie';
import { ToastContainer, toast } from 'react-toastify';
import { BrowserRouter } from 'shared-contracts/router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, PageLoading, theme } from 'shared-ui';
import { activateLanguage, LanguageProvider } from 'shared-ui/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE } from 'shared-contracts/languages';
import { SITE_NAME } from 'shared-contracts';
import { HostContext, type HostServices } from 'shared-contracts/host';
import { useHostServices, useSessionStore, type HostFrame } from 'host-services';
import { STANDALONE_CONFIG } from './standalone-config';

const STANDALONE_FRAME: HostFrame = {
  toast: { success: toast.success, error: toast.error, info: toast.info },
  setPageMeta: (meta) => {
    document.title = `${meta.title} | ${SITE_NAME} (stand-alone)`;
  },
};

/**
 * A small stand-in for the shell, so a remote's team can run it alone (`npm run dev -w <remote>`).
 * It uses the shell's own session store and API client, without the shell's header and footer;
 * like the shell, it shows 'Loading...' while a remote's page chunk loads.
 */
export function StandaloneHost({ children }: { children: ReactNode }) {
  const services: HostServices = useHostServices(STANDALONE_CONFIG, STANDALONE_FRAME);
  return (
    <BrowserRouter>
      <LanguageProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <HostContext.Provider value={services}>
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
          </HostContext.Provider>
          <ToastContainer position="top-center" theme="dark" hideProgressBar />
        </ThemeProvider>
      </LanguageProvider>
    </BrowserRouter>
  );
}

/**
 * Starts a remote alone in the page's #root, reading the session cookie first as the shell does.
 * It shows the language the site's cookie chose (set it from the composed site's switch), without
 * the /hi and /mr addresses.
 */
export function renderStandalone(app: ReactElement) {
  useSessionStore.getState().initialise();
  const chosen = Cookies.get(LANGUAGE_COOKIE);
  activateLanguage(i18n, isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE);
  createRoot(document.getElementById('root')!).render(<StandaloneHost>{app}</StandaloneHost>);
}
