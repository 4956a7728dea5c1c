import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ToastOptions } from 'react-toastify';
import { TOAST_DURATION_MS } from 'shared-contracts';
import { type Toasts } from 'shared-contracts/host';
import { ToastCloseButton } from './ToastCloseButton';

/** Spec §8: top-center, dark, 3000 ms, no progress bar, click to close, pause on hover, draggable. */
export const TOAST_OPTIONS: ToastOptions = {
  position: 'top-center',
  theme: 'dark',
  autoClose: TOAST_DURATION_MS,
  hideProgressBar: true,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
};

/**
 * react-toastify loads with the first message, not with the page: most visits show none. A toast
 * sent before its container is on the page waits in react-toastify's own queue.
 */
let toastify: Promise<typeof import('react-toastify')> | undefined;
const loadToastify = () => (toastify ??= import('react-toastify'));

let containerWanted = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error' | 'info', message: string) {
  if (!containerWanted) {
    containerWanted = true;
    listeners.forEach((listener) => listener());
  }
  loadToastify().then(({ toast }) => toast[kind](message, TOAST_OPTIONS));
}

export const toasts: Toasts = {
  success: (message) => show('success', message),
  error: (message) => show('error', message),
  info: (message) => show('info', message),
};

/** The container with its screen-reader labels in the page's language (react-toastify's own are English). */
const TranslatedToastContainer = lazy(() =>
  loadToastify().then(({ ToastContainer }) => ({
    default: function TranslatedToasts() {
      const { t } = useLingui();
      const close = t`Close`;
      return <ToastContainer {...TOAST_OPTIONS} aria-label={t`Notifications Alt+T`} closeButton={(props) => <ToastCloseButton {...props} label={close} />} />;
    },
  })),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function SiteToasts() {
  const wanted = useSyncExternalStore(subscribe, () => containerWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <TranslatedToastContainer />
    </Suspense>
  );
}
