import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

const NewsletterForm = lazy(() => import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

/**
 * The form a page's HTML shows to a browser without JavaScript, in a <noscript>: the server's
 * render provides it (server-render.tsx). A browser running scripts ignores a <noscript>, and
 * React never renders its content, so the browser's bundle does not carry the form for it.
 */
export const NewsletterWithoutScripts = createContext<ReactNode>(null);

/**
 * The footer's form, with its validation, loads only when the footer comes near the screen:
 * most visitors never scroll that far, and every kilobyte counts on a slow phone connection.
 */
export function LazyNewsletterForm() {
  const placeholder = useRef<HTMLDivElement>(null);
  const withoutScripts = useContext(NewsletterWithoutScripts);
  // Starts far in the browser and on the server alike, so HTML rendered ahead of time hydrates as it is.
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !placeholder.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '100px',
    });
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [near]);

  const reserved = (
    <div ref={placeholder} style={{ minHeight: '9rem' }}>
      <noscript>{withoutScripts}</noscript>
    </div>
  );
  return near ? <Suspense fallback={reserved}><NewsletterForm /></Suspense> : reserved;
}
