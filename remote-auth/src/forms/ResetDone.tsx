import { Trans } from '@lingui/react/macro';
import { Link } from 'shared-contracts/router';
import { AUTH_ROUTES } from 'shared-contracts';
import { StepHeading } from '../components/StepHeading';

/** Forgot password, step 3 'Success'. */
export function ResetDone() {
  return (
    <>
      <StepHeading focusOnMount>
        <Trans>Success</Trans>
      </StepHeading>
      <p>
        <Trans>Your password has been reset successfully.</Trans>
      </p>
      <p>
        <Link to={AUTH_ROUTES.login.path}>
          <Trans>Go to Login</Trans>
        </Link>
      </p>
    </>
  );
}
