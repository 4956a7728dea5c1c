import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { remoteForPath, type RemoteName } from 'shared-contracts';
import { loadRemoteApp } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { PageLoading } from 'shared-ui';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

/** Components already loaded, so moving between remotes never fetches one twice. */
const loaded = new Map<RemoteName, ComponentType>();

/** A remote loaded before the first render: hydrating the server's HTML needs it at once. */
export function keepLoadedRemote(name: RemoteName, App: ComponentType) {
  loaded.set(name, App);
}

function useRemoteApp(name: RemoteName) {
  const cached = loaded.get(name);
  const [state, setState] = useState<LoadState>(cached ? { status: 'ready', App: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && loaded.has(name)) return;
    let current = true;
    setState({ status: 'loading' });
    loadRemoteApp(name, attempt > 0).then(
      ({ App }) => {
        loaded.set(name, App);
        if (current) setState({ status: 'ready', App });
      },
      (error: unknown) => {
        console.error(`Could not load ${name}`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => {
    loaded.delete(name);
    setAttempt((n) => n + 1);
  }, [name]);

  return { state, retry };
}

function RemoteSlot({ name }: { name: RemoteName }) {
  const { state, retry } = useRemoteApp(name);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary onRetry={retry}>
      <App />
    </RemoteErrorBoundary>
  );
}

/** Renders the remote that owns the current path, loading it the first time it is needed. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const name = remoteForPath(pathname);
  return <RemoteSlot key={name} name={name} />;
}
