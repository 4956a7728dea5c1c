import { visuallyHiddenStyle } from './VisuallyHidden';

/**
 * Says a short message to screen readers, politely (after what they are reading), without
 * showing it: one live region for the whole page, shared by the shell and every remote (each
 * bundles this module, so the region, and its timers, are found on the page). It is made on first
 * use and filled a moment later, so that screen readers have noticed it before its text changes;
 * emptying it first makes the same message heard again.
 */
const REGION_ID = 'site-announcements';
const FILL_DELAY_MS = 150;
/** Long enough to be read; afterwards the text is not found again by someone reading the page's end. */
const CLEAR_AFTER_MS = 10_000;

interface LiveRegion extends HTMLElement {
  pendingTimer?: ReturnType<typeof setTimeout>;
}

function liveRegion(): LiveRegion {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  Object.assign(region.style, visuallyHiddenStyle);
  document.body.append(region);
  return region;
}

export function announce(message: string): void {
  const region = liveRegion();
  region.textContent = '';
  clearTimeout(region.pendingTimer);
  region.pendingTimer = setTimeout(() => {
    region.textContent = message;
    region.pendingTimer = setTimeout(() => {
      region.textContent = '';
    }, CLEAR_AFTER_MS);
  }, FILL_DELAY_MS);
}
