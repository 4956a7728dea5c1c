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
 * touched, and only for the address they were tapped on: a visitor who followed a link meanwhile
 * has left them. A button tapped again and again because nothing happened counts once, unless it
 * is a toggle (`aria-pressed`, `aria-expanded`: Show then Hide is two taps). The loader runs once
 * the HTML is parsed, so a tap before then is still lost.
 */
export function keepEarlyTaps(partElementId, liveEvent) {
  const part = document.getElementById(partElementId);
  if (!part) return;
  const serverButtons = new Set(part.querySelectorAll('button[type="button"]'));
  if (serverButtons.size === 0) return;
  const taps = [];
  const isToggle = (button) => button.hasAttribute('aria-pressed') || button.hasAttribute('aria-expanded');
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !serverButtons.has(button)) return;
    event.stopPropagation();
    const last = taps[taps.length - 1];
    if (!last || last.button !== button || isToggle(button)) taps.push({ button, address: location.href });
  };
  document.addEventListener('click', keep, true);
  // One tap per task: React applies what a tap changed before the next tap's handler reads it.
  const playBack = () => {
    const tap = taps.shift();
    if (!tap) return;
    if (tap.button.isConnected && tap.address === location.href) tap.button.click();
    setTimeout(playBack, 0);
  };
  document.addEventListener(
    liveEvent,
    () => {
      document.removeEventListener('click', keep, true);
      playBack();
    },
    { once: true },
  );
}
