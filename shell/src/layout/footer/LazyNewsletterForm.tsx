import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OnlyWithoutScripts } from '../without-scripts';

const NewsletterForm = lazy(() => import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

/**
 * The footer's form, with its validation, loads only when the footer comes near the screen:
 * most visitors never scroll that far, and every kilobyte counts on a slow phone connection.
 * Without JavaScript the page's HTML shows the form itself.
 */
export function LazyNewsletterForm() {
  const placeholder = useRef<HTMLDivElement>(null);
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
      <OnlyWithoutScripts part="newsletter" />
    </div>
  );
  return near ? <Suspense fallback={reserved}><NewsletterForm /></Suspense> : reserved;
}
