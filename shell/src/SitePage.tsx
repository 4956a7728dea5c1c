import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from 'shared-ui';
import { sharedUiCatalog, useCatalog } from 'shared-ui/i18n';
import { frameCatalog } from './locales/frame-catalog';
import { SiteToasts } from './host/toasts';
import { Layout } from './layout/Layout';
import { HydratedApart } from './layout/HydratedApart';
import { PartUnavailableNotice } from './federation/PartUnavailableNotice';
import { NavigationProgress } from './navigation/NavigationProgress';
import { SlowNavigationNote } from './navigation/SlowNavigationNote';

/**
 * Every page: the frame around whatever fills the outlet. The server renders the same tree around
 * a placeholder for the remote's HTML (server-render.tsx), so the browser can hydrate both.
 */
export function SitePage({ outlet }: { outlet: ReactNode }) {
  useCatalog(frameCatalog, sharedUiCatalog);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <NavigationProgress />
      <HydratedApart>
        <Layout>{outlet}</Layout>
      </HydratedApart>
      <SlowNavigationNote />
      <SiteToasts />
      <PartUnavailableNotice />
    </ThemeProvider>
  );
}
