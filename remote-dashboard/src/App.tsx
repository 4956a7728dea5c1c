import { Navigate, Route, Routes } from 'react-router-dom';
import { AUTH_ROUTES, DASHBOARD_PREFIX, useHost } from 'shared-contracts';

function NotFoundInDashboard() {
  return <h1>Error - 404 Not found</h1>;
}

/** The signed-in area; visitors without a session go to /login. */
export default function DashboardApp() {
  const { session } = useHost();
  if (!session.user) return <Navigate to={AUTH_ROUTES.login.path} replace />;
  return (
    <Routes>
      <Route path={DASHBOARD_PREFIX}>
        <Route index element={<h1>{session.user.role === 'admin' ? 'Admin Dashboard - Form Data' : session.user.role === 'volunteer' ? 'Volunteer Dashboard' : 'User'}</h1>} />
        <Route path="*" element={<NotFoundInDashboard />} />
      </Route>
    </Routes>
  );
}
