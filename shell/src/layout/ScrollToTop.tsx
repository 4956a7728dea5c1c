import { useEffect } from 'react';
import { useLocation } from 'shared-contracts/router';

/** Spec §2: the window scrolls smoothly to the top on every path change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
