import { useLingui } from '@lingui/react/macro';
import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from './toast-options';
import { ToastCloseButton } from './ToastCloseButton';
import { useHeaderBottom } from '../layout/header/header-bottom';

/** Between the header and a toast, as react-toastify leaves above its toasts on wide screens. */
const GAP_BELOW_HEADER_PX = 8;

/** react-toastify's own, so the page fetches the library once, in this module's chunk. */
export { toast } from 'react-toastify';

/**
 * Where the toasts show, with screen-reader labels in the page's language (react-toastify's own
 * are English). Loaded with the first toast. At the top, but below the sticky header: over it,
 * a toast would hide the menu and its toggle for 3 s, on a phone the whole header.
 */
export default function SiteToastContainer() {
  const { t } = useLingui();
  const close = t`Close`;
  const headerBottom = useHeaderBottom();
  return (
    <ToastContainer
      {...TOAST_OPTIONS}
      style={headerBottom > 0 ? { top: headerBottom + GAP_BELOW_HEADER_PX } : undefined}
      aria-label={t`Notifications Alt+T`}
      closeButton={(props) => <ToastCloseButton {...props} label={close} />}
    />
  );
}
