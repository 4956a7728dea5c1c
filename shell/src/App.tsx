import { useState } from 'react';
import { i18n } from '@lingui/core';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'shared-contracts/router';
import type { RuntimeConfig } from 'shared-contracts';
import { routerBasename } from 'shared-contracts/languages';
import { LanguageProvider } from 'shared-ui/i18n';
import { HostProvider } from './host/HostProvider';
import { RemoteOutlet } from './federation/RemoteOutlet';
import { SitePage } from './SitePage';
import { NavigationRouter } from './navigation/NavigationRouter';

/**
 * The page in the language the bootstrap activated; a Hindi or Marathi page's links stay under its
 * prefix (/hi, /mr).
 */
export function App({ config }: { config: RuntimeConfig }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  return (
    <NavigationRouter basename={routerBasename(window.location.pathname)} history={history}>
      <LanguageProvider i18n={i18n}>
        <HostProvider config={config}>
          <SitePage outlet={<RemoteOutlet />} />
        </HostProvider>
      </LanguageProvider>
    </NavigationRouter>
  );
}
