import type { RemoteName } from 'shared-contracts';
import { forgetRemote, loadRemoteApp, type RemoteApp } from './remotes';
import { reportPartUnavailable } from './part-unavailable';

const kept = new Map<RemoteName, Promise<RemoteApp>>();

/**
 * The remote whose part of the page is the server's HTML, waiting for its code. If that code
 * cannot arrive, the part is not replaced by the error box: React keeps HTML it has not hydrated
 * for as long as the part waits, so the page stays readable, with what the visitor typed in it,
 * and a note offers to try again (part-unavailable.ts). A try that succeeds hydrates the part where
 * it is. The promise settles only with the remote.
 */
export function loadKeepingServerHtml(name: RemoteName): Promise<RemoteApp> {
  let load = kept.get(name);
  if (!load) {
    load = new Promise<RemoteApp>((resolve) => {
      const attempt = () =>
        loadRemoteApp(name).then(resolve, (error: unknown) => {
          console.error(`${name} could not load; its part stays as the server's HTML`, error);
          reportPartUnavailable(name, () => {
            forgetRemote(name);
            attempt();
          });
        });
      attempt();
    });
    kept.set(name, load);
  }
  return load;
}
