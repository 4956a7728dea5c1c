/** The footer's newsletter section, in the server's HTML and in a render in the browser alike. */
export const NEWSLETTER_SECTION_ID = 'footer-newsletter-section';

/** How far ahead of the screen the footer counts as near: its code has time to arrive. */
const NEAR_MARGIN = '100px';

let near: Promise<void> | undefined;

/**
 * Resolves once the footer's newsletter section comes near the screen, once per page load (the
 * footer stays across the site's pages). The section may not be on the page yet when asked (a
 * render in the browser commits it later): it is looked for on each frame until it is.
 */
export function footerNear(): Promise<void> {
  near ??= new Promise<void>((resolve) => {
    const observe = () => {
      const section = document.getElementById(NEWSLETTER_SECTION_ID);
      if (!section) {
        requestAnimationFrame(observe);
        return;
      }
      if (typeof IntersectionObserver === 'undefined') {
        resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(section);
    };
    observe();
  });
  return near;
}
