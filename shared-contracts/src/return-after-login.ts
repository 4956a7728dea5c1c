import { DASHBOARD_ROUTES, isDashboardPath } from './routes';

/**
 * The dashboard sends a signed-out visitor to the login screen with the address they asked for
 * (a staff e-mail's link to `/dashboard?form=contact`, a page open when the session ended) in the
 * navigation's state; once signed in, the login screen goes back there.
 */
export interface ReturnAfterLogin {
  returnTo: string;
}

export function returnAfterLogin(location: { pathname: string; search: string }): ReturnAfterLogin {
  return { returnTo: `${location.pathname}${location.search}` };
}

/** Where login leads: the dashboard address the state names, else the dashboard's root (spec §2). Nothing outside the dashboard is followed. */
export function pathAfterLogin(state: unknown): string {
  const returnTo = (state as Partial<ReturnAfterLogin> | null)?.returnTo;
  return typeof returnTo === 'string' && isDashboardPath(returnTo.split('?')[0]) ? returnTo : `${DASHBOARD_ROUTES.home.path}/`;
}
