import { use, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'shared-contracts/router';
import { remoteForPath, type RemoteName } from 'shared-contracts';
import { forgetRemote, loadRemoteApp } from './remotes';
import { RemoteFallback } from './RemoteFallback';
import { FailureBoundary } from '../layout/FailureBoundary';
import { OutletBoundary } from './OutletBoundary';
import { refuseHydratingAnotherBuild, remoteAwaitingHydration } from './hydration';
import { leaveServerHtmlOf, loadKeepingServerHtml, loadWholeIfMovedOn } from './load-keeping-server-html';
import { isPartUnavailable } from './part-unavailable';
import { REMOTE_PART_LIVE_EVENT } from '../../server/early-taps.mjs';

/** Lets the page's loader play back the taps it kept while the remote's part was the server's HTML. */
const announceRemotePartLive = () => void document.dispatchEvent(new Event(REMOTE_PART_LIVE_EVENT));

/**
 * The remote's route tree, once loaded (suspends meanwhile). A failed load reaches the error
 * boundary, unless the part is the server's HTML, which stays (load-keeping-server-html.ts).
 */
function RemoteApp({ name }: { name: RemoteName }) {
  const remote = use(remoteAwaitingHydration() === name ? loadKeepingServerHtml(name) : loadRemoteApp(name));
  refuseHydratingAnotherBuild(name, remote.build);
  useEffect(announceRemotePartLive, []);
  return <remote.App />;
}

/**
 * A remote that cannot load or throws while rendering shows the fallback in its area; header and
 * footer stay. Try again, or going to another of its pages, loads it anew.
 */
function RemoteSlot({ name, address }: { name: RemoteName; address: string }) {
  const [attempt, setAttempt] = useState(0);
  const forget = useCallback(() => forgetRemote(name), [name]);
  const retry = useCallback(() => {
    forget();
    setAttempt((count) => count + 1);
  }, [forget]);
  return (
    <FailureBoundary key={attempt} part={name} resetOn={address} onReset={forget} fallback={<RemoteFallback onRetry={retry} />}>
      <RemoteApp name={name} />
    </FailureBoundary>
  );
}

/**
 * Renders the remote that owns the current path, loading it the first time it is needed. One
 * boundary for all remotes: moving to a remote still loading keeps the page on screen until it
 * is there (navigation is a transition), instead of flashing 'Loading...'.
 */
export function RemoteOutlet() {
  const { pathname, search } = useLocation();
  const name = remoteForPath(pathname);
  // Moving to another remote's page while this page's part is still the server's HTML waiting for
  // its code: the wait ends now, in the render, since a navigation that waits for that part never
  // commits and no effect would run.
  const waiting = remoteAwaitingHydration();
  if (waiting && waiting !== name) leaveServerHtmlOf(waiting);
  // Read, not subscribed to: a render of this outlet before its part is hydrated would drop the
  // server's HTML. A link followed before the part was found unavailable is seen to where it is.
  if (waiting === name && isPartUnavailable(name)) loadWholeIfMovedOn(name);
  return (
    <OutletBoundary>
      <RemoteSlot key={name} name={name} address={`${pathname}${search}`} />
    </OutletBoundary>
  );
}
