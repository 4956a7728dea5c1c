import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, type HistoryRouterProps } from 'shared-contracts/router';

type SiteHistory = HistoryRouterProps['history'];

const NavigationPendingContext = createContext(false);

/** Whether the page has moved to an address whose page is still on its way (its code, a remote). */
export const useNavigationPending = () => use(NavigationPendingContext);

/**
 * React Router's BrowserRouter, telling the page when a navigation waits. Like BrowserRouter it
 * makes each move a transition, so the old page stays until the new one can show instead of a
 * flash of 'Loading...'; but BrowserRouter keeps no way to know one is pending, and on a slow line
 * that wait is seconds with nothing to show that the tap was taken.
 */
export function NavigationRouter({ basename, history, children }: { basename?: string; history: SiteHistory; children: ReactNode }) {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [pending, startNavigation] = useTransition();
  useLayoutEffect(() => history.listen((update) => startNavigation(() => setShown(update))), [history]);
  return (
    <NavigationPendingContext value={pending}>
      <Router basename={basename} location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
