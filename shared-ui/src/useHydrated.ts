import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a page is HTML from the server (and while React hydrates it), true once React runs
 * it. The server and the hydrating browser agree on false, so the HTML hydrates as it is.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
