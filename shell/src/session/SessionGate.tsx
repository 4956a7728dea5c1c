import type { ReactNode } from 'react';
import { useLocation } from 'shared-contracts/router';
import { isDashboardPath } from 'shared-contracts';
import { useSessionStore } from 'host-services';
import { PageLoading } from 'shared-ui';

/**
 * Spec §4: 'Loading...' shows while the initial session check runs, where the page depends on the
 * session (the dashboard). Public pages and the auth screens show at once: the server renders
 * them before anyone's session is known, and the browser hydrates that HTML as it is.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const { pathname } = useLocation();
  if (status === 'loading' && isDashboardPath(pathname.replace(/\/+$/, '') || '/')) return <PageLoading />;
  return <>{children}</>;
}
