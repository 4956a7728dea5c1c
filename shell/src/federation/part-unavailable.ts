import { useSyncExternalStore } from 'react';
import type { RemoteName } from 'shared-contracts';

/** A remote's part of the page whose code could not arrive, kept as the server's HTML, and how to try again. */
export interface UnavailablePart {
  remote: RemoteName;
  retry: () => void;
}

let unavailable: UnavailablePart | null = null;
const listeners = new Set<() => void>();

function set(part: UnavailablePart | null) {
  unavailable = part;
  listeners.forEach((listener) => listener());
}

export function reportPartUnavailable(remote: RemoteName, retry: () => void): void {
  set({
    remote,
    retry: () => {
      set(null);
      retry();
    },
  });
}

export function isPartUnavailable(remote: RemoteName): boolean {
  return unavailable?.remote === remote;
}

/** After the visitor left the part's page; later, since it may be called while React renders. */
export function clearPartUnavailable(remote: RemoteName): void {
  queueMicrotask(() => {
    if (unavailable?.remote === remote) set(null);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnavailablePart(): UnavailablePart | null {
  return useSyncExternalStore(subscribe, () => unavailable, () => null);
}
