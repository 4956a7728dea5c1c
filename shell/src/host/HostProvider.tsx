import { useMemo, type ReactNode } from 'react';
import { type RuntimeConfig } from 'shared-contracts';
import { HostContext, type HostServices } from 'shared-contracts/host';
import { useSessionStore } from '../session/session-store';
import { createApiClient } from '../api/api-client';
import { applyPageMeta } from './page-meta';
import { toasts } from './toasts';

/** Hands the shell's session, API client, toasts and page metadata to every remote. */
export function HostProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const login = useSessionStore((state) => state.login);
  const logout = useSessionStore((state) => state.logout);

  const api = useMemo(() => createApiClient(config.apiBase, () => useSessionStore.getState().logout()), [config.apiBase]);
  const setPageMeta = useMemo(() => (meta: Parameters<HostServices['setPageMeta']>[0]) => applyPageMeta(meta, config.siteUrl), [config.siteUrl]);

  const services = useMemo<HostServices>(
    () => ({ session: { status, user }, login, logout, api, toast: toasts, setPageMeta, config }),
    [status, user, login, logout, api, setPageMeta, config],
  );

  return <HostContext.Provider value={services}>{children}</HostContext.Provider>;
}
