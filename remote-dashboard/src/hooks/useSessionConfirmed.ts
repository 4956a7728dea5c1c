import { useEffect } from 'react';
import { useHost } from 'shared-contracts/host';

/**
 * The session shown is read from the cookie (spec §4), which cannot know that the server has ended
 * it since (a role or password changed, the account deleted): the dashboard would greet someone
 * the API refuses. Asked once per account as the dashboard opens; the host ends a session the
 * server refuses (any 401) and says why, so this only asks. Other failures change nothing.
 */
export function useSessionConfirmed(accountId: string | undefined): void {
  const { api } = useHost();
  useEffect(() => {
    if (!accountId) return;
    const controller = new AbortController();
    api.me(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [api, accountId]);
}
