import { create } from 'zustand';
import Cookies from 'js-cookie';
import { headerLabelKeyFor, TOKEN_COOKIE_NAME, TOKEN_LIFETIME_DAYS } from 'shared-contracts';
import { readSessionToken, type SessionStatus, type SessionUser } from 'shared-contracts/host';
import { clearHeaderLabel, setHeaderLabel } from './header-label';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Reads cookie `token` (spec §4): at start, and again when the tab is looked at (another tab may have logged out or in). */
  initialise(): void;
  login(token: string): SessionUser | null;
  logout(): void;
}

function signedOut() {
  Cookies.remove(TOKEN_COOKIE_NAME, { path: '/' });
  return { status: 'signed-out' as const, user: null };
}

/**
 * The session the cookie describes, read without side effects (initialise() also clears a bad
 * cookie). It is the store's first state, so a page hydrating the server's HTML starts from the
 * session it ends with: no change of the host context reaches a part still hydrating, which would
 * make React drop that part's HTML. (A page that looks different to someone signed in waits for
 * useHydrated before it does.)
 */
function sessionInCookie(): Pick<SessionState, 'status' | 'user'> {
  const token = sessionToken();
  const reading = token ? readSessionToken(token) : null;
  return reading?.kind === 'valid' ? { status: 'signed-in', user: reading.user } : { status: 'signed-out', user: null };
}

/** The session token the cookie holds, if any. */
export function sessionToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : Cookies.get(TOKEN_COOKIE_NAME);
}

function sameUser(current: SessionUser | null, user: SessionUser): boolean {
  return current !== null && (Object.keys(user) as (keyof SessionUser)[]).every((key) => current[key] === user[key]);
}

export const useSessionStore = create<SessionState>((set, get) => ({
  ...sessionInCookie(),

  initialise() {
    const token = Cookies.get(TOKEN_COOKIE_NAME);
    if (!token) {
      // The browser drops the cookie when the token's 7 days are up, before any expiry check
      // could see it: a label left from that session would offer a logout to no one.
      clearHeaderLabel();
      set({ status: 'signed-out', user: null });
      return;
    }
    const reading = readSessionToken(token);
    if (reading.kind === 'valid') {
      // The store started from this cookie: keeping its user object keeps the host context, and
      // with it the HTML of the remote a signed-in visitor's page is hydrating.
      if (!sameUser(get().user, reading.user)) set({ status: 'signed-in', user: reading.user });
      return;
    }
    if (reading.kind === 'invalid') console.error('Invalid token');
    clearHeaderLabel();
    set(signedOut());
  },

  login(token) {
    const reading = readSessionToken(token);
    if (reading.kind !== 'valid') {
      console.error('Invalid token provided during login');
      return null;
    }
    Cookies.set(TOKEN_COOKIE_NAME, token, {
      expires: TOKEN_LIFETIME_DAYS,
      path: '/',
      sameSite: 'strict',
      secure: window.location.protocol === 'https:',
    });
    setHeaderLabel(headerLabelKeyFor(reading.user.role));
    set({ status: 'signed-in', user: reading.user });
    return reading.user;
  },

  logout() {
    clearHeaderLabel();
    set(signedOut());
  },
}));
