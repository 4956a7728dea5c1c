import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-contracts/router';

/** The element a link's #anchor names on the page now shown, if any. */
function anchorTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Spec §2: the window scrolls smoothly to the top on every path change; a link to an #anchor of
 * the new page (a donation link's #donate) brings that anchor into view instead, below the sticky
 * header, as the browser does on a page load. Not on arrival: the browser has placed the page (at
 * a link's #anchor), and a visitor on a slow phone may have scrolled down the server's HTML while
 * the scripts were on their way.
 */
export function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const shown = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (shown.current === `${pathname}${hash}`) return;
    shown.current = `${pathname}${hash}`;
    const target = anchorTarget(hash);
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, hash]);
  return null;
}
