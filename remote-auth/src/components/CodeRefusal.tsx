import { Trans } from '@lingui/react/macro';
import { AUTH_ROUTES } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { Banner } from 'shared-ui';

/**
 * Why a code was refused; or, where the refusal may only mean that an earlier try whose answer was
 * lost did the job (`perhapsDone`, see useAfterLostAnswer), what may have happened and the way on.
 */
export function CodeRefusal({ failure, perhapsDone }: { failure: string | null; perhapsDone: string | null }) {
  if (!failure) return null;
  if (!perhapsDone) return <Banner tone="error">{failure}</Banner>;
  return (
    <Banner tone="info">
      {perhapsDone}{' '}
      <Link to={AUTH_ROUTES.login.path}>
        <Trans>Go to Login</Trans>
      </Link>
    </Banner>
  );
}
