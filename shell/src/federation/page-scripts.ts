import { CODE_ARRIVAL_LIMIT_MS } from 'shared-contracts';
import { withTimeout } from './with-timeout';

/**
 * The scripts a remote's pre-rendered page was drawn with beyond the remote's own (the page's
 * chunk, its catalogs), run before the page is hydrated. Hydration then finds them in place: if
 * one could not arrive, the page stays the server's HTML with Try again (load-keeping-server-html),
 * where a chunk failing mid-hydration would replace it, and what was typed, with the error box.
 *
 * Each is run once the remote has loaded (it files its modules where the remote's runtime finds
 * them, and the runtime then does not request it again), and only for the build that drew the page.
 */
export class PageScriptUnavailableError extends Error {}

const arrived = new Map<string, Promise<void>>();

function requestScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new PageScriptUnavailableError(`${src} could not load`));
    };
    document.head.appendChild(script);
  });
}

/**
 * A failed download is requested once more at once: Chromium hands a preload of the page's head
 * that failed to the next request of its address, without the network (see RetryFailedChunkPlugin).
 * A script that fails, or takes longer than a remote may, is not kept: Try again requests it anew.
 */
function loadScript(src: string): Promise<void> {
  let load = arrived.get(src);
  if (!load) {
    const requested = requestScript(src).catch(() => requestScript(src));
    load = withTimeout(requested, CODE_ARRIVAL_LIMIT_MS, src).catch((error: unknown) => {
      arrived.delete(src);
      throw error instanceof PageScriptUnavailableError ? error : new PageScriptUnavailableError(error instanceof Error ? error.message : String(error));
    });
    arrived.set(src, load);
  }
  return load;
}

export async function loadPageScripts(scripts: string[]): Promise<void> {
  await Promise.all(scripts.map(loadScript));
}
