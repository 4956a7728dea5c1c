import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, type HistoryRouterProps } from 'shared-contracts/router';
import { setNavigationPending } from './navigation-pending';

interface NavigationRouterProps {
  basename?: string;
  /** A history created with `v5Compat: true`, so that pushes and replaces are heard, not only Back and Forward. */
  history: HistoryRouterProps['history'];
  children: ReactNode;
}

/**
 * React Router's router for a given history (its unstable_HistoryRouter), telling the page when a
 * navigation waits. Like it, each move is a transition, so the old page stays until the new one
 * can show instead of a flash of 'Loading...'; React Router keeps no way to know one is pending,
 * and on a slow line that wait is seconds with nothing to show that the tap was taken.
 */
export function NavigationRouter({ basename, history, children }: NavigationRouterProps) {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [pending, startNavigation] = useTransition();
  useLayoutEffect(() => history.listen((update) => startNavigation(() => setShown(update))), [history]);
  useLayoutEffect(() => setNavigationPending(pending), [pending]);
  return (
    <Router basename={basename} location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
