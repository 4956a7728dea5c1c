import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'shared-contracts/router';
import { usePageMeta } from 'shared-contracts/host';

/** Spec §2: every path inside the layout that is not routed, including the sidebar's clinic links. */
export function NotFoundPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  usePageMeta({ path: pathname, title: t`Not found`, description: t`This page does not exist.` });
  return (
    <h1>
      <Trans>Error - 404 Not found</Trans>
    </h1>
  );
}
