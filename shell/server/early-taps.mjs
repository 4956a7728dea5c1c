/*
 * Taps on the page's own buttons before its code is there. On a slow line the page is painted from
 * its HTML well before it is live (0.7 s against 2.5 s on slow 4G), and a tap meanwhile on a button
 * of the remote's part (a donation amount, Donate Now, a slide's arrow) was lost: before the
 * shell's scripts nothing listens, and once React hydrates the frame it drops a click on a part it
 * cannot hydrate yet. The page's loader keeps those taps and plays them back once the remote's
 * part is live, which the shell announces (REMOTE_PART_LIVE_EVENT, RemoteOutlet.tsx).
 */

/** Dispatched on the document once the remote's part of the page has been hydrated or rendered. */
export const REMOTE_PART_LIVE_EVENT = 'remote-part-live';
/** The frame's element that holds the remote's part (shell/src/layout/Layout.tsx). */
export const REMOTE_PART_ELEMENT_ID = 'content';

/**
 * Runs in the browser, in the loader: self-contained, plain JavaScript. Only the buttons of the
 * server's HTML are kept (`type="button"`: a submit button waits, disabled, until the page is
 * live), so a part rendered in the browser instead, which has buttons of its own, is never
 * touched. A tap is played back once the page has settled (its own start-up work, such as taking
 * in what was typed, is done), one at a time, and only if the visitor is still on that page and
 * the button still says what it said when tapped: a button the page changed meanwhile (reduced
 * motion stopped the slides; a Show tapped twice is now Hide) would no longer do what was asked.
 */
export function keepEarlyTaps(partElementId, liveEvent) {
  const part = document.getElementById(partElementId);
  if (!part) return;
  const serverButtons = new Set(part.querySelectorAll('button[type="button"]'));
  if (serverButtons.size === 0) return;
  const taps = [];
  const pageAddress = () => location.pathname + location.search;
  const saying = (button) => [button.textContent, button.getAttribute('aria-label'), button.getAttribute('aria-pressed'), button.getAttribute('aria-expanded')].join('|');
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !serverButtons.has(button)) return;
    event.stopPropagation();
    taps.push({ button, address: pageAddress(), said: saying(button) });
  };
  document.addEventListener('click', keep, true);
  // The first moment the page has nothing else to do; a browser without idle callbacks waits a little.
  const whenSettled = (callback) => (window.requestIdleCallback ? requestIdleCallback(callback, { timeout: 1000 }) : setTimeout(callback, 100));
  const playBack = () => {
    const tap = taps.shift();
    if (!tap) return;
    const { button } = tap;
    if (button.isConnected && tap.address === pageAddress() && tap.said === saying(button)) button.click();
    whenSettled(playBack);
  };
  document.addEventListener(
    liveEvent,
    () => {
      document.removeEventListener('click', keep, true);
      whenSettled(playBack);
    },
    { once: true },
  );
}
