import { DASHBOARD_ROUTES } from './routes';

/**
 * The dashboard sends a signed-out visitor to the login screen with the address they asked for (a
 * staff e-mail's link to `/dashboard?form=contact`, a page open when the session ended) in the
 * navigation's state; once signed in, the login screen goes back there. This goes beyond spec §2
 * ("after success it goes to /dashboard/"), which stays the way when there is nothing to go back to.
 */
export interface ReturnAfterLogin {
  returnTo: string;
  /** The account whose session ended there: only it goes back (the page and search left behind are its own). */
  account?: string;
}

export function returnAfterLogin(location: { pathname: string; search: string }, endedAccount?: string): ReturnAfterLogin {
  return { returnTo: `${location.pathname}${location.search}`, ...(endedAccount ? { account: endedAccount } : {}) };
}

/** `/dashboard`, `/dashboard/user-list?q=asha`: plain path segments only, so no `..` or `//` can lead out of it. */
const DASHBOARD_ADDRESS = /^\/dashboard(?:\/[a-z0-9-]+)*\/?(?:\?[^#\\]*)?$/i;

/**
 * Where login leads the account signed in: the dashboard address the state names, else the
 * dashboard's root. Nothing outside the dashboard is followed, nor another account's address.
 */
export function pathAfterLogin(state: unknown, signedInAccount: string): string {
  const { returnTo, account } = (state ?? {}) as Partial<ReturnAfterLogin>;
  const followed = typeof returnTo === 'string' && DASHBOARD_ADDRESS.test(returnTo) && (account === undefined || account === signedInAccount);
  return followed ? returnTo : `${DASHBOARD_ROUTES.home.path}/`;
}
