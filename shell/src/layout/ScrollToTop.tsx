import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-contracts/router';

/**
 * Spec §2: the window scrolls smoothly to the top on every path change. Not on arrival: the
 * browser has placed the page (at a link's #anchor), and a visitor on a slow phone may have
 * scrolled down the server's HTML while the scripts were on their way.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
