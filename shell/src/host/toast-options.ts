import type { ToastOptions } from 'react-toastify';
import { TOAST_DURATION_MS } from 'shared-contracts';

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
