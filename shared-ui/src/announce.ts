/**
 * Says a short message to screen readers, politely (after what they are reading), without
 * showing it: one live region for the whole page, shared by the shell and every remote (each
 * bundles this module, so the region is found by its id). It is made on first use and filled a
 * moment later, so that screen readers have noticed it before its text changes; emptying it
 * first makes the same message heard again.
 */
const REGION_ID = 'site-announcements';
const FILL_DELAY_MS = 150;
/** Long enough to be read; afterwards the text is not found again by someone reading the page's end. */
const CLEAR_AFTER_MS = 10_000;

let fillTimer: ReturnType<typeof setTimeout> | undefined;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  document.body.append(region);
  return region;
}

export function announce(message: string): void {
  const region = liveRegion();
  region.textContent = '';
  clearTimeout(fillTimer);
  clearTimeout(clearTimer);
  fillTimer = setTimeout(() => {
    region.textContent = message;
    clearTimer = setTimeout(() => {
      region.textContent = '';
    }, CLEAR_AFTER_MS);
  }, FILL_DELAY_MS);
}
