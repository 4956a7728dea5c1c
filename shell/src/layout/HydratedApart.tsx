import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page React hydrates on its own, after the first pass and in short tasks that
 * leave a slow phone free to answer (a Suspense boundary around server HTML is hydrated at low
 * priority). A tap inside before that hydrates the part at once and is then handled. Nothing in
 * it suspends in the browser, so the empty fallback never shows. Nested parts (header, footer)
 * hydrate apart again, so a tap in the header does not wait for the rest of the page.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
