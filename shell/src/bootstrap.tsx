import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from './federation/runtime-config';
import { registerSiteRemotes } from './federation/remotes';
import { startPreloadingOnIntent } from './federation/preload';
import { useSessionStore } from 'host-services';
import { App } from './App';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  useSessionStore.getState().initialise();
  const config = await fetchRuntimeConfig();
  registerSiteRemotes(config.remotes);
  startPreloadingOnIntent();
  root.render(<App config={config} />);
}

start().catch((error: unknown) => {
  console.error('The site could not start', error);
  document.getElementById('root')!.textContent = 'The site could not start. Please reload the page.';
});
