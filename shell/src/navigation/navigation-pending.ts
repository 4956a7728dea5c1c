import { useSyncExternalStore } from 'react';

/*
 * Whether the page has moved to an address whose page is still on its way (its code, a remote),
 * and which address that is. Kept out of React's context on purpose: a context value changing
 * above the page makes React look inside a part that is still the server's HTML awaiting its
 * code, and it then drops that HTML for 'Loading...' at once instead of keeping it until the next
 * page can show.
 */
let pending = false;
let target = '';
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function setNavigationPending(value: boolean): void {
  if (value === pending) return;
  pending = value;
  notify();
}

/** The address (href) the page last moved to. */
export function setNavigationTarget(address: string): void {
  if (address === target) return;
  target = address;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and while hydrating, as no move has started there. */
export const useNavigationPending = () => useSyncExternalStore(subscribe, () => pending, () => false);

/** The address of the page on its way, while one is. */
export const usePendingAddress = () => useSyncExternalStore(subscribe, () => (pending ? target : null), () => null);
