import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-contracts/router';

/** How long a replaced heading is followed (the new page's remote may still be on its way). */
const HEADING_WAIT_MS = 10_000;

/** The page's own heading: it names the page a keyboard or screen reader user has moved to. */
const pageHeading = () => document.querySelector<HTMLElement>('main h1');

/**
 * After moving to another page inside the site, the focus goes to the new page's heading, as a
 * page load puts a reader at the page's start: left alone, it stays on the link followed, or on a
 * menu's link that is gone with the closed menu, so the next Tab starts over in the header. If the
 * heading focused is replaced (the old page's, before the new one arrived), the new one gets it,
 * until the visitor moves the focus on. Not on arrival, and not for a link's #anchor.
 */
export function FocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (hash.length > 1) return;
    const activeAtStart = document.activeElement;
    let focused: HTMLElement | null = null;
    // Looked at again only when the page changes (the new remote arriving), not on every frame.
    const observer = new MutationObserver(() => follow());
    const follow = () => {
      const active = document.activeElement;
      // The visitor put the focus somewhere (a field of the new page): it stays there.
      if (active !== null && active !== document.body && active !== focused && active !== activeAtStart) {
        observer.disconnect();
        return;
      }
      const heading = pageHeading();
      if (heading && heading !== focused) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        focused = heading;
      }
    };
    observer.observe(document.body, { childList: true, subtree: true });
    follow();
    const stop = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname, hash]);
  return null;
}
