import { createRoot, hydrateRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from './federation/runtime-config';
import { registerSiteRemotes } from './federation/remotes';
import { startPreloadingOnIntent } from './federation/preload';
import { canHydrateServerHtml, reportRecoverableError } from './federation/hydration';
import { useSessionStore } from 'host-services';
import { App } from './App';

async function start() {
  const container = document.getElementById('root')!;
  useSessionStore.getState().initialise();
  const config = await fetchRuntimeConfig();
  registerSiteRemotes(config.remotes);
  startPreloadingOnIntent();
  // The server's HTML becomes the live page: the frame at once, the remote's part once it has loaded.
  if (canHydrateServerHtml()) hydrateRoot(container, <App config={config} />, { onRecoverableError: reportRecoverableError });
  else createRoot(container).render(<App config={config} />);
}

start().catch((error: unknown) => {
  console.error('The site could not start', error);
  document.getElementById('root')!.textContent = 'The site could not start. Please reload the page.';
});
