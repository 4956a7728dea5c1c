import { useLingui } from '@lingui/react/macro';
import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from './toast-options';
import { ToastCloseButton } from './ToastCloseButton';
import { TOAST_LAYER, useToastTop } from './toast-placement';

/** react-toastify's own, so the page fetches the library once, in this module's chunk. */
export { toast } from 'react-toastify';

/**
 * Where the toasts show, with screen-reader labels in the page's language (react-toastify's own
 * are English). Loaded with the first toast. At the top, but below the bars pinned there: over
 * them, a toast would hide the menu and its toggle for 3 s, on a phone the whole header. A menu
 * or drawer opened while it shows goes over it.
 */
export default function SiteToastContainer() {
  const { t } = useLingui();
  const close = t`Close`;
  const top = useToastTop();
  return (
    <ToastContainer
      {...TOAST_OPTIONS}
      style={top > 0 ? { top, zIndex: TOAST_LAYER } : { zIndex: TOAST_LAYER }}
      aria-label={t`Notifications Alt+T`}
      closeButton={(props) => <ToastCloseButton {...props} label={close} />}
    />
  );
}
