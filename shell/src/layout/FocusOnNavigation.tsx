import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-contracts/router';

/** How long the new page may take to show its heading (its remote's code may be on its way). */
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
    const started = performance.now();
    const activeAtStart = document.activeElement;
    let focused: HTMLElement | null = null;
    let frame = 0;
    const follow = () => {
      const active = document.activeElement;
      // The visitor put the focus somewhere (a field of the new page): it stays there.
      const movedOnByVisitor = active !== null && active !== document.body && active !== focused && active !== activeAtStart;
      if (movedOnByVisitor) return;
      const heading = pageHeading();
      if (heading && heading !== focused) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        focused = heading;
      }
      if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
