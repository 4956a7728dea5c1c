import { API_PATHS } from 'shared-contracts';
import { sessionToken, useSessionStore } from './session-store';

/**
 * Logs the visitor out: the browser forgets the session at once, and the API is told the token is
 * done with, so a copy of it (the cookie is readable by the page's scripts) stops working too.
 * The request is best effort and `keepalive`, so it still goes when the visitor leaves the page.
 */
export function logOut(apiBase: string): void {
  const token = sessionToken();
  useSessionStore.getState().logout();
  if (!token) return;
  fetch(`${apiBase}${API_PATHS.logout}`, { method: 'POST', keepalive: true, headers: { Authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
}
