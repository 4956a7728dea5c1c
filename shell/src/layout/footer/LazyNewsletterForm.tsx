import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from 'shared-ui';
import { OnlyWithoutScripts } from '../without-scripts';
import { FailureBoundary } from '../FailureBoundary';

const loadNewsletterForm = () => import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm }));

/**
 * The footer's form, with its validation, loads only when the footer comes near the screen:
 * most visitors never scroll that far, and every kilobyte counts on a slow phone connection.
 * Without JavaScript the page's HTML shows the form itself. If its code cannot arrive, the footer
 * says so and offers to try again; the rest of the page stays.
 */
export function LazyNewsletterForm() {
  const placeholder = useRef<HTMLDivElement>(null);
  // Starts far in the browser and on the server alike, so HTML rendered ahead of time hydrates as it is.
  const [near, setNear] = useState(false);
  // A failed import stays failed for the component made from it: each try gets a new one.
  const [attempt, setAttempt] = useState(0);
  const NewsletterForm = useMemo(() => lazy(loadNewsletterForm), [attempt]);

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
  if (!near) return reserved;
  const failed = (
    <div role="alert" style={{ minHeight: '9rem' }}>
      <p>
        <Trans>The newsletter form could not load. Please check your connection.</Trans>
      </p>
      <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
  return (
    <FailureBoundary key={attempt} part="The newsletter form" fallback={failed}>
      <Suspense fallback={reserved}>
        <NewsletterForm />
      </Suspense>
    </FailureBoundary>
  );
}
