import { useLingui } from '@lingui/react/macro';
import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from './toast-options';
import { ToastCloseButton } from './ToastCloseButton';

/** react-toastify's own, so the page fetches the library once, in this module's chunk. */
export { toast } from 'react-toastify';

/**
 * Where the toasts show, with screen-reader labels in the page's language (react-toastify's own
 * are English). Loaded with the first toast.
 */
export default function SiteToastContainer() {
  const { t } = useLingui();
  const close = t`Close`;
  return <ToastContainer {...TOAST_OPTIONS} aria-label={t`Notifications Alt+T`} closeButton={(props) => <ToastCloseButton {...props} label={close} />} />;
}
