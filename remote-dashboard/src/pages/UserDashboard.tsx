import { Link } from 'shared-contracts/router';
import { DASHBOARD_ROUTES } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';

/** Spec §2: the user's page reads 'User'. */
export function UserDashboard() {
  const { session } = useHost();
  return (
    <>
      <h1>User</h1>
      <p>Welcome{session.user?.name ? `, ${session.user.name}` : ''}. Thank you for being part of our work in Gondia.</p>
      <p>
        <Link to={DASHBOARD_ROUTES.profile.path}>See your profile</Link>
      </p>
    </>
  );
}
