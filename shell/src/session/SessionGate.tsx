import type { ReactNode } from 'react';
import { useSessionStore } from 'host-services';
import { PageLoading } from 'shared-ui';

/** Spec §4: 'Loading...' shows while the initial session check runs. */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  return status === 'loading' ? <PageLoading /> : <>{children}</>;
}
