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
 * Spec §2: the window scrolls smoothly to the top on every path change. A link to an #anchor
 * (a donation link's #donate) brings that anchor into view instead, below the sticky header, as
 * the browser does: on another page, and again on this one when followed a second time. Not on
 * arrival: the browser has placed the page (at a link's #anchor), and a visitor on a slow phone
 * may have scrolled down the server's HTML while the scripts were on their way.
 */
export function ScrollOnNavigation() {
  const { key, pathname, hash } = useLocation();
  const shown = useRef({ key, pathname });
  useEffect(() => {
    if (shown.current.key === key) return;
    const pathChanged = shown.current.pathname !== pathname;
    shown.current = { key, pathname };
    const target = anchorTarget(hash);
    if (target) target.scrollIntoView({ block: 'start' });
    else if (pathChanged) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [key, pathname, hash]);
  return null;
}
