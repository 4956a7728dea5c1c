import { useLayoutEffect, useMemo, useState, useTransition, type ReactNode } from 'react';
import { createPath, Router, type HistoryRouterProps } from 'shared-contracts/router';
import { setNavigationPending, setNavigationTarget } from './navigation-pending';

type SiteHistory = HistoryRouterProps['history'];

interface NavigationRouterProps {
  basename?: string;
  /** A history created with `v5Compat: true`, so that pushes and replaces are heard, not only Back and Forward. */
  history: SiteHistory;
  children: ReactNode;
}

const addressOf = (to: Parameters<SiteHistory['push']>[0]) => (typeof to === 'string' ? to : createPath(to));

/**
 * The history as the router's links use it, but a second tap on a link whose page is still on its
 * way replaces instead of adding a step: a link pushes unless it points at the page shown, and
 * while a move waits the page shown is still the old one, so each tap added a step to go Back through.
 */
function withoutRepeatedSteps(history: SiteHistory) {
  return {
    createHref: history.createHref,
    encodeLocation: history.encodeLocation,
    go: history.go,
    replace: history.replace,
    push: (to: Parameters<SiteHistory['push']>[0], state?: unknown) =>
      addressOf(to) === createPath(history.location) ? history.replace(to, state) : history.push(to, state),
  };
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
  const navigator = useMemo(() => withoutRepeatedSteps(history), [history]);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        setNavigationTarget(history.createHref(update.location));
        startNavigation(() => setShown(update));
      }),
    [history],
  );
  useLayoutEffect(() => setNavigationPending(pending), [pending]);
  return (
    <Router basename={basename} location={shown.location} navigationType={shown.action} navigator={navigator}>
      {children}
    </Router>
  );
}
