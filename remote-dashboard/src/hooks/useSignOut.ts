import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { AUTH_ROUTES } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';

/**
 * Logout from the sidebar: ends the session and goes to the login screen. While that screen's code
 * arrives, the dashboard still shows under its old address with no session, which its guard reads
 * as a visitor sent here signed out, to be brought back after login. `signingOut` tells the guard
 * that this visitor chose to leave: the next login (perhaps someone else's, on the office's shared
 * computer) opens the dashboard's root, not the page and search left behind.
 */
export function useSignOut() {
  const { logout, session } = useHost();
  const navigate = useNavigate();
  const signingOut = useRef(false);
  useEffect(() => {
    if (session.user) signingOut.current = false;
  }, [session.user]);
  const signOut = useCallback(() => {
    signingOut.current = true;
    logout();
    navigate(AUTH_ROUTES.login.path, { replace: true });
  }, [logout, navigate]);
  return { signOut, signingOut };
}
