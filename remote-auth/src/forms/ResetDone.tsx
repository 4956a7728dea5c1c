import { Link } from 'shared-contracts/router';
import { AUTH_ROUTES } from 'shared-contracts';
import { StepHeading } from '../components/StepHeading';

/** Forgot password, step 3 'Success'. */
export function ResetDone() {
  return (
    <>
      <StepHeading focusOnMount>Success</StepHeading>
      <p>Your password has been reset successfully.</p>
      <p>
        <Link to={AUTH_ROUTES.login.path}>Go to Login</Link>
      </p>
    </>
  );
}
