import { isRemoteName, type RemoteName } from 'shared-contracts';
import { loadRemoteApp } from './remotes';
import { keepLoadedRemote } from './RemoteOutlet';
import { SERVER_RENDERING_ELEMENT_ID } from '../../server/compose-page.mjs';

interface ServerRendering {
  remote: RemoteName;
  build: string;
}

function readServerRendering(): ServerRendering | null {
  const text = document.getElementById(SERVER_RENDERING_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const note = JSON.parse(text) as Partial<ServerRendering>;
    return isRemoteName(note.remote) && typeof note.build === 'string' ? { remote: note.remote, build: note.build } : null;
  } catch {
    return null;
  }
}

/** Parameters link sharers add (WhatsApp, Facebook, campaigns) that no page reads. */
const TRACKING_PARAMETER = /^(utm_[a-z]+|fbclid|gclid)$/;

/**
 * The server renders each page for its path alone; a page may read its query (a linked amount,
 * a contact topic), which that HTML does not show.
 */
function queryOnlyTracks(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((key) => TRACKING_PARAMETER.test(key));
}

/**
 * Whether the browser can hydrate the server's HTML: it is there, it was rendered for this URL,
 * and the remote build deployed now is the one that rendered it. The remote is then loaded
 * already, so the first render matches the HTML. Otherwise the page renders in the browser.
 */
export async function prepareHydration(): Promise<boolean> {
  const rendered = readServerRendering();
  if (!rendered || !queryOnlyTracks(window.location.search)) return false;
  try {
    const remote = await loadRemoteApp(rendered.remote);
    if (remote.build !== rendered.build) return false;
    keepLoadedRemote(rendered.remote, remote.App);
    return true;
  } catch {
    return false;
  }
}
