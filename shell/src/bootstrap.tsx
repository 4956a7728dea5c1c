import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { activateLanguage, loadCatalog, sharedUiCatalog } from 'shared-ui/i18n';
import { frameCatalog } from './locales/frame-catalog';
import { pageLanguage } from './language/page-language';
import { fetchRuntimeConfig } from './federation/runtime-config';
import { registerSiteRemotes } from './federation/remotes';
import { startPreloadingOnIntent } from './federation/preload';
import { canHydrateServerHtml, reportRecoverableError } from './federation/hydration';
import { useSessionStore, warmHostApi } from 'host-services';
import { startWarmingApiOnFormFocus } from './host/warm-api-on-form-focus';
import { App } from './App';
import { showStartFailure } from './start-failure';

const container = document.getElementById('root')!;
const language = pageLanguage();

async function start() {
  useSessionStore.getState().initialise();
  activateLanguage(i18n, language);
  const catalogs = [frameCatalog, sharedUiCatalog].map((catalog) => loadCatalog(catalog));
  const [config] = await Promise.all([fetchRuntimeConfig(), ...catalogs]);
  registerSiteRemotes(config.remotes);
  startPreloadingOnIntent();
  startWarmingApiOnFormFocus(warmHostApi);
  const app = <App config={config} />;
  // The server's HTML becomes the live page: the frame at once, the remote's part once it has loaded.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a
  // slow phone's main thread in one long task (the page can be read all along).
  if (canHydrateServerHtml(language)) startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportRecoverableError }));
  else createRoot(container).render(app);
}

start().catch((error: unknown) => {
  console.error('The site could not start', error);
  showStartFailure(container);
});
