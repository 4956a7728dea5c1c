import { useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { PINNED_BAR_ATTRIBUTE } from 'shared-ui';

/** Between the pinned bars and a toast: the site's own choice. */
const GAP_BELOW_BARS_PX = 8;

/**
 * Below the header (10) and what opens from it or over the page (its menus, the dashboard's
 * drawer), which the visitor asked for; above the page itself.
 */
export const TOAST_LAYER = 9;

/** Where the bars pinned to the window's top end now, in px: 0 with none, or none shown (a phone-only bar on a laptop). */
function pinnedBarsBottom(): number {
  const bottoms = [...document.querySelectorAll(`[${PINNED_BAR_ATTRIBUTE}]`)].map((bar) => bar.getBoundingClientRect().bottom);
  return Math.max(0, Math.round(Math.max(0, ...bottoms)));
}

let top = 0;
let toastsOnScreen = 0;
const listeners = new Set<() => void>();

function measure() {
  const bottom = pinnedBarsBottom();
  const next = bottom > 0 ? bottom + GAP_BELOW_BARS_PX : 0;
  if (next === top) return;
  top = next;
  listeners.forEach((listener) => listener());
}

let frame: number | undefined;

/**
 * The bars move and change while a toast shows: the page scrolls the top bar away from above the
 * header, a page change puts the header where the dashboard's bar was (the toast said the session
 * ended, then the login page came), a language's type arrives. So while one shows, they are
 * measured every frame: a few seconds at a time, and nothing the rest of the visit.
 */
function followWhileShown() {
  measure();
  frame = toastsOnScreen > 0 ? requestAnimationFrame(followWhileShown) : undefined;
}

toast.onChange(({ status }) => {
  if (status === 'added') toastsOnScreen += 1;
  if (status === 'removed') toastsOnScreen = Math.max(0, toastsOnScreen - 1);
  if (toastsOnScreen > 0 && frame === undefined) followWhileShown();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How far from the window's top the toasts show, below the pinned bars; 0 without any (react-toastify's own place). */
export function useToastTop(): number {
  return useSyncExternalStore(subscribe, () => top, () => 0);
}
