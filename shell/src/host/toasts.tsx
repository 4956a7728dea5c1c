import { lazy, Suspense, useSyncExternalStore } from 'react';
import { type Toasts } from 'shared-contracts/host';
import { TOAST_OPTIONS } from './toast-options';

/**
 * react-toastify loads with the first message, not with the page: most visits show none. A toast
 * sent before its container is on the page waits in react-toastify's own queue.
 */
let toastModule: Promise<typeof import('./SiteToastContainer')> | undefined;
const loadToasts = () => (toastModule ??= import('./SiteToastContainer'));

let containerWanted = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error' | 'info', message: string) {
  if (!containerWanted) {
    containerWanted = true;
    listeners.forEach((listener) => listener());
  }
  loadToasts().then(({ toast }) => toast[kind](message, TOAST_OPTIONS));
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

const SiteToastContainer = lazy(loadToasts);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function SiteToasts() {
  const wanted = useSyncExternalStore(subscribe, () => containerWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SiteToastContainer />
    </Suspense>
  );
}
