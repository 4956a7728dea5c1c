import { Trans } from '@lingui/react/macro';
import { PageLoading } from 'shared-ui';

/**
 * What the server puts in the outlet when it has no HTML of the remote: 'Loading...' until the
 * browser renders the page, and a word for visitors without JavaScript.
 */
export function ServerOutletFallback() {
  return (
    <>
      <PageLoading />
      <noscript>
        <p>
          <Trans>This part of the site needs JavaScript.</Trans>
        </p>
      </noscript>
    </>
  );
}
