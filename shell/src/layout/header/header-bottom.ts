import { useSyncExternalStore } from 'react';

/** How Header.tsx marks the site's header, whose lower edge what is pinned to the window's top goes below. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Whole pixels, so that scrolling past the top bar changes it only while the header moves. */
const headerBottom = () => Math.max(0, Math.round(document.querySelector(`[${SITE_HEADER_ATTRIBUTE}]`)?.getBoundingClientRect().bottom ?? 0));

/**
 * Where the sticky header ends in the window now, in px: below the top bar at the page's start,
 * its own height once the top bar has scrolled away. 0 without a header.
 */
export function useHeaderBottom(): number {
  return useSyncExternalStore(subscribe, headerBottom, () => 0);
}
