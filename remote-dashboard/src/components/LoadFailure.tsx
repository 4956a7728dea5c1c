import { Trans } from '@lingui/react/macro';
import { Banner, Button } from 'shared-ui';

/** A failed load: what went wrong and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <>
      <Banner tone="error">{message}</Banner>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </>
  );
}
