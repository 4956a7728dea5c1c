import { type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify';
import { BrowserRouter } from 'shared-contracts/router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from 'shared-ui';
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
 * It uses the shell's own session store and API client, without the shell's header and footer.
 */
export function StandaloneHost({ children }: { children: ReactNode }) {
  const services: HostServices = useHostServices(STANDALONE_CONFIG, STANDALONE_FRAME);
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

/** Starts a remote alone in the page's #root, reading the session cookie first as the shell does. */
export function renderStandalone(app: ReactElement) {
  useSessionStore.getState().initialise();
  createRoot(document.getElementById('root')!).render(<StandaloneHost>{app}</StandaloneHost>);
}
