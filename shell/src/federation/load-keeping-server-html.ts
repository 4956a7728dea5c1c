import type { RemoteName } from 'shared-contracts';
import { forgetRemote, loadRemoteApp, type RemoteApp } from './remotes';
import { clearPartUnavailable, reportPartUnavailable } from './part-unavailable';
import { codeOfServerHtml, LeftBeforeHydrationError, stopAwaitingHydration } from './hydration';
import { loadPageScripts, PageScriptUnavailableError } from './page-scripts';

interface KeptLoad {
  load: Promise<RemoteApp>;
  leave: (reason: Error) => void;
  /** The page the server's HTML is of. */
  address: string;
}

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

const kept = new Map<RemoteName, KeptLoad>();

/**
 * The remote, then the page's own scripts the HTML was drawn with, only while the remote is still
 * that build: a redeployed one renders the page afresh with its own, and must not be handed the
 * old build's chunks. The head preloaded them, so running them after the remote costs no download.
 */
async function loadCodeOfServerHtml(name: RemoteName, drawnWith: ReturnType<typeof codeOfServerHtml>): Promise<RemoteApp> {
  const remote = await loadRemoteApp(name);
  if (drawnWith && remote.build === drawnWith.build) await loadPageScripts(drawnWith.scripts);
  return remote;
}

/**
 * The remote whose part of the page is the server's HTML, waiting for its code (the remote's and
 * the page's own). If that code cannot arrive, the part is not replaced by the error box: React
 * keeps HTML it has not hydrated for as long as the part waits, so the page stays readable, with
 * what the visitor typed in it, and a note offers to try again (part-unavailable.ts). A try that succeeds hydrates the part where
 * it is. The promise settles with the remote, or when the visitor leaves for another remote's page
 * (leaveServerHtmlOf).
 */
export function loadKeepingServerHtml(name: RemoteName): Promise<RemoteApp> {
  let entry = kept.get(name);
  if (!entry) {
    let leave: (reason: Error) => void = () => undefined;
    const drawnWith = codeOfServerHtml();
    const load = new Promise<RemoteApp>((resolve, reject) => {
      leave = reject;
      const attempt = () =>
        loadCodeOfServerHtml(name, drawnWith).then(resolve, (error: unknown) => {
          console.error(`${name} could not load; its part stays as the server's HTML`, error);
          reportPartUnavailable(name, () => {
            // A remote that did load is kept: loading it anew would run its code a second time.
            if (!(error instanceof PageScriptUnavailableError)) forgetRemote(name);
            attempt();
          });
          loadWholeIfMovedOn(name);
        });
      attempt();
    });
    entry = { load, leave, address: currentAddress() };
    kept.set(name, entry);
  }
  return entry.load;
}

/**
 * The part's code could not arrive, and the visitor followed a link to another page of the same
 * remote: without the code that page cannot be drawn here, and the navigation would wait for it
 * under the progress bar. The browser loads that page whole instead, as the server's HTML it is.
 */
export function loadWholeIfMovedOn(name: RemoteName): void {
  const entry = kept.get(name);
  if (entry && currentAddress() !== entry.address) window.location.assign(currentAddress());
}

/**
 * The visitor is going to another remote's page. React will not move on from a part it is still
 * to hydrate while that part waits (a navigation waits for what it shows), so the wait ends here:
 * React then renders the part afresh, as the page the visitor went to. A later visit to the
 * remote's pages loads it as usual.
 */
export function leaveServerHtmlOf(name: RemoteName): void {
  const entry = kept.get(name);
  stopAwaitingHydration(name);
  if (!entry) return;
  kept.delete(name);
  entry.leave(new LeftBeforeHydrationError(`Left the page of ${name} before its part could be hydrated: rendering the next page afresh`));
  clearPartUnavailable(name);
}
