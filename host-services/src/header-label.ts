import { useSyncExternalStore } from 'react';
import type { HeaderLabelKey } from 'shared-contracts';

/**
 * Spec §4: local-storage keys `admin` and `user` decide the header's role label.
 * The store below lets the header re-render when they change in this tab or another.
 */
const KEYS: readonly HeaderLabelKey[] = ['admin', 'user'];
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

export function setHeaderLabel(key: HeaderLabelKey) {
  KEYS.forEach((other) => other !== key && localStorage.removeItem(other));
  localStorage.setItem(key, 'true');
  notify();
}

export function clearHeaderLabel() {
  KEYS.forEach((key) => localStorage.removeItem(key));
  notify();
}

export function readHeaderLabel(): 'ADMIN' | 'USER' | null {
  if (localStorage.getItem('admin') !== null) return 'ADMIN';
  if (localStorage.getItem('user') !== null) return 'USER';
  return null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useHeaderLabel() {
  return useSyncExternalStore(subscribe, readHeaderLabel, () => null);
}
