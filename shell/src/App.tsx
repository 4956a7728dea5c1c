import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from 'shared-ui';
import type { RuntimeConfig } from 'shared-contracts';
import { HostProvider } from './host/HostProvider';
import { SiteToasts } from './host/toasts';
import { Layout } from './layout/Layout';
import { RemoteOutlet } from './federation/RemoteOutlet';
import { SessionGate } from './session/SessionGate';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <HostProvider config={config}>
          <Layout>
            <SessionGate>
              <RemoteOutlet />
            </SessionGate>
          </Layout>
          <SiteToasts />
        </HostProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
