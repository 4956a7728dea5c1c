import { Suspense, type ReactNode } from 'react';
import { PageLoading } from 'shared-ui';

/**
 * Where a remote's page sits: 'Loading...' until the remote has loaded. The server renders the same
 * boundary around the remote's HTML, so the browser hydrates the frame at once and the remote's
 * part as soon as the remote has loaded (a tap on one of its buttons before then is played back
 * then: server/early-taps.mjs).
 */
export function OutletBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
