import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { AUTH_ROUTES } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';

/**
 * How the session shown here ends, for the guard that sends a signed-out visitor to log in with a
 * way back:
 * - `signOut`, the sidebar's Logout, ends it and goes to the login screen. While that screen's code
 *   arrives, the dashboard still shows under its old address with no session; `signingOut` tells
 *   the guard this visitor chose to leave, so the next login (perhaps someone else's, on the
 *   office's shared computer) opens the dashboard's root, not the page and search left behind.
 * - `lastAccount`: the account signed in here last. A session the server ended (a role or password
 *   changed) leads back only for that account.
 */
export function useSessionEnding() {
  const { logout, session } = useHost();
  const navigate = useNavigate();
  const accountId = session.user?.id;
  const [signingOut, setSigningOut] = useState(false);
  const [lastAccount, setLastAccount] = useState(accountId);
  useEffect(() => {
    if (!accountId) return;
    setLastAccount(accountId);
    setSigningOut(false);
  }, [accountId]);
  const signOut = useCallback(() => {
    setSigningOut(true);
    logout();
    navigate(AUTH_ROUTES.login.path, { replace: true });
  }, [logout, navigate]);
  return { signOut, signingOut, lastAccount };
}
