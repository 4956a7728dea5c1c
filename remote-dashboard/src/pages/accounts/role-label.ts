import { SIDEBAR_ROLE_OF, type DashboardRole } from 'shared-contracts';

const ROLE_LABELS: Record<DashboardRole, string> = {
  user: 'User',
  volunteer: 'Volunteer',
  admin: 'Admin',
};

/** `Volunteer (receptionist)`: the role and the sidebar role it maps to. */
export function roleLabel(role: DashboardRole): string {
  return `${ROLE_LABELS[role]} (${SIDEBAR_ROLE_OF[role]})`;
}
