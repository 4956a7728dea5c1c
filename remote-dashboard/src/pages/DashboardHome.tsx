import { lazy } from 'react';
import type { DashboardRole } from 'shared-contracts';
import { useDashboardPageMeta } from '../lib/page-heads';
import { UserDashboard } from './UserDashboard';

// Loaded only for the role that sees them, so users never download the admin views.
const VolunteerDashboard = lazy(() => import('./volunteer/VolunteerDashboard'));
const AdminDashboard = lazy(() => import('./admin/AdminDashboard'));

/** Spec §2: /dashboard renders per role. */
export function DashboardHome({ role }: { role: DashboardRole }) {
  useDashboardPageMeta('home');
  if (role === 'admin') return <AdminDashboard />;
  if (role === 'volunteer') return <VolunteerDashboard />;
  return <UserDashboard />;
}
