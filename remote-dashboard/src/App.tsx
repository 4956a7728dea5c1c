import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'shared-contracts/router';
import { AUTH_ROUTES, DASHBOARD_PREFIX, DASHBOARD_ROUTES, isDashboardPath, isStaff, returnAfterLogin } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { DashboardLayout } from './layout/DashboardLayout';
import { PageLoading } from 'shared-ui';
import { contractCatalog, formChoicesCatalog, sharedUiCatalog, useCatalog } from 'shared-ui/i18n';
import { dashboardCatalog } from './locales/dashboard-catalog';
import { useSessionEnding } from './hooks/useSessionEnding';
import { useSessionConfirmed } from './hooks/useSessionConfirmed';
import { DashboardHome } from './pages/DashboardHome';
import { NotFoundPage } from './pages/NotFoundPage';

const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const UserListPage = lazy(() => import('./pages/accounts/UserListPage'));

const relative = (path: string) => path.slice(DASHBOARD_PREFIX.length + 1);

/**
 * The signed-in area; visitors without a session go to /login, which brings them back to the
 * address they asked for once they are signed in. Its messages load together: its own,
 * shared-ui's, the contract's (validation, the API's answers) and the forms' fixed choices, which
 * the admin's tables show.
 */
export default function DashboardApp() {
  useCatalog(dashboardCatalog, sharedUiCatalog, contractCatalog, formChoicesCatalog);
  const { session } = useHost();
  const location = useLocation();
  const { signOut, signingOut, lastAccount } = useSessionEnding();
  useSessionConfirmed(session.user?.id);
  if (session.status === 'loading') return <PageLoading />;
  if (!session.user) {
    // Logging out goes to /login itself; once there (another remote's), this one has nothing more to say.
    if (signingOut || !isDashboardPath(location.pathname)) return null;
    return <Navigate to={AUTH_ROUTES.login.path} replace state={returnAfterLogin(location, lastAccount)} />;
  }
  const readsAccounts = isStaff(session.user.role);

  return (
    <Routes>
      <Route path={DASHBOARD_PREFIX} element={<DashboardLayout user={session.user} onSignOut={signOut} />}>
        <Route index element={<DashboardHome role={session.user.role} />} />
        <Route path={relative(DASHBOARD_ROUTES.profile.path)} element={<ProfilePage />} />
        <Route path={relative(DASHBOARD_ROUTES.userList.path)} element={readsAccounts ? <UserListPage /> : <NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Other paths belong to other remotes; this one renders nothing while the shell switches. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
