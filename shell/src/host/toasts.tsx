import { ToastContainer, toast, type ToastOptions } from 'react-toastify';
import { TOAST_DURATION_MS, type Toasts } from 'shared-contracts';

/** Spec §8: top-center, dark, 3000 ms, no progress bar, click to close, pause on hover, draggable. */
const TOAST_OPTIONS: ToastOptions = {
  position: 'top-center',
  theme: 'dark',
  autoClose: TOAST_DURATION_MS,
  hideProgressBar: true,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
};

export const toasts: Toasts = {
  success: (message) => toast.success(message, TOAST_OPTIONS),
  error: (message) => toast.error(message, TOAST_OPTIONS),
  info: (message) => toast.info(message, TOAST_OPTIONS),
};

export function SiteToasts() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
