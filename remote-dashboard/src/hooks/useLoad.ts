import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `refreshing`: the next data (another page, a search) is on its way; these stay on screen meanwhile. */
  | { status: 'done'; data: T; refreshing: boolean };

/**
 * Runs `load` when the dependencies change and keeps its outcome. An answer that arrives after the
 * dependencies moved on is dropped (and the request aborted), so a slow page never overwrites a newer one.
 * What was loaded stays while the next load runs: the table and its pager keep their place and
 * the keyboard's focus, instead of collapsing to a loading line at each page.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'done' ? { ...current, refreshing: true } : { status: 'loading' }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data, refreshing: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // The caller's dependency list decides when to reload, as with useEffect.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'done' ? { ...current, data: change(current.data) } : current));
  }, []);

  return { state, reload, update };
}
