import { Trans } from '@lingui/react/macro';
import { Link } from 'shared-contracts/router';
import { DASHBOARD_ROUTES } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';

/** Spec §2: the user's page reads 'User'. */
export function UserDashboard() {
  const { session } = useHost();
  const name = session.user?.name;
  return (
    <>
      <h1>
        <Trans>User</Trans>
      </h1>
      <p>
        {name ? (
          <Trans>Welcome, {name}. Thank you for being part of our work in Gondia.</Trans>
        ) : (
          <Trans>Welcome. Thank you for being part of our work in Gondia.</Trans>
        )}
      </p>
      <p>
        <Link to={DASHBOARD_ROUTES.profile.path}>
          <Trans>See your profile</Trans>
        </Link>
      </p>
    </>
  );
}
