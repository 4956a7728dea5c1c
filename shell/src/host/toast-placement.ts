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

function followWhileShown(shown: boolean) {
  if (shown) {
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
  } else {
    window.removeEventListener('scroll', measure);
    window.removeEventListener('resize', measure);
  }
}

/**
 * The bars move while the page scrolls (the top bar scrolls away from above the header) and
 * differ from page to page (the dashboard has its own): measured as each toast comes, and
 * followed only while one is on the screen.
 */
toast.onChange(({ status }) => {
  const wereShown = toastsOnScreen > 0;
  if (status === 'added') {
    toastsOnScreen += 1;
    measure();
  }
  if (status === 'removed') toastsOnScreen = Math.max(0, toastsOnScreen - 1);
  if (wereShown !== toastsOnScreen > 0) followWhileShown(toastsOnScreen > 0);
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How far from the window's top the toasts show, below the pinned bars; 0 without any (react-toastify's own place). */
export function useToastTop(): number {
  return useSyncExternalStore(subscribe, () => top, () => 0);
}
