import { useSyncExternalStore } from 'react';
import { type Toasts } from 'shared-contracts/host';
import { TOAST_OPTIONS } from './toast-options';

type ToastModule = typeof import('./SiteToastContainer');

/**
 * react-toastify loads with the first message, not with the page: most visits show none. A toast
 * sent before its container is on the page waits in react-toastify's own queue. If its code
 * cannot arrive (a phone losing its connection), that message is lost but nothing else: the page
 * stays, and the next message tries to load it again.
 */
let toastModule: Promise<ToastModule> | undefined;
let loadedModule: ToastModule | undefined;
const listeners = new Set<() => void>();

const loadToasts = () =>
  (toastModule ??= import('./SiteToastContainer').then(
    (module) => {
      loadedModule = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      toastModule = undefined;
      throw error;
    },
  ));

function show(kind: 'success' | 'error' | 'info', message: string) {
  loadToasts().then(
    ({ toast }) => toast[kind](message, TOAST_OPTIONS),
    (error: unknown) => console.error('A message could not be shown', message, error),
  );
}

export const toasts: Toasts = {
  success: (message) => show('success', message),
  error: (message) => show('error', message),
  info: (message) => show('info', message),
};

/** Takes every message off the screen: a new attempt (signing in again) makes the last one's answer stale. */
export function dismissToasts() {
  void toastModule?.then(({ toast }) => toast.dismiss());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The container, once its code has arrived with the first message. */
export function SiteToasts() {
  const loaded = useSyncExternalStore(subscribe, () => loadedModule, () => undefined);
  return loaded ? <loaded.default /> : null;
}
