/**
 * The scripts a remote's pre-rendered page was drawn with beyond the remote's own (the page's
 * chunk, its catalogs), run before the page is hydrated. Hydration then finds them in place: if
 * one could not arrive, the page stays the server's HTML with Try again (load-keeping-server-html),
 * where a chunk failing mid-hydration would replace it, and what was typed, with the error box.
 *
 * A remote's chunk may run before the remote itself: it files its modules where the remote's
 * runtime finds them, and the runtime then does not request it again.
 */
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
      reject(new Error(`${src} could not load`));
    };
    document.head.appendChild(script);
  });
}

/**
 * A failed download is requested once more at once: Chromium hands a preload of the page's head
 * that failed to the next request of its address, without the network (see RetryFailedChunkPlugin).
 */
function loadScript(src: string): Promise<void> {
  let load = arrived.get(src);
  if (!load) {
    load = requestScript(src).catch(() => requestScript(src));
    // A failure is not kept: Try again requests the script anew.
    load.catch(() => arrived.delete(src));
    arrived.set(src, load);
  }
  return load;
}

export async function loadPageScripts(scripts: string[]): Promise<void> {
  await Promise.all(scripts.map(loadScript));
}
