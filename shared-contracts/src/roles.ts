/** Dashboard roles, stored on the account and carried in the token. */
export const DASHBOARD_ROLES = ['user', 'volunteer', 'admin'] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];

/**
 * Staff: who may read the list of account holders (names, e-mails, roles). Admins manage
 * accounts; volunteers read who holds one (the spec's receptionist sees 'All Patients'). The API
 * enforces it; the dashboard shows the page by it.
 */
export function isStaff(role: DashboardRole): boolean {
  return role === 'admin' || role === 'volunteer';
}

/** The sidebar keeps the spec's clinic-style roles; each dashboard role maps onto one. */
export type SidebarRole = 'patient' | 'receptionist' | 'doctor';
export const SIDEBAR_ROLE_OF: Record<DashboardRole, SidebarRole> = {
  user: 'patient',
  volunteer: 'receptionist',
  admin: 'doctor',
};

export interface SidebarEntry {
  label: string;
  path: string;
  roles: readonly SidebarRole[];
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', path: '/dashboard', roles: ['patient', 'receptionist', 'doctor'] },
  { label: 'Appointment', path: '/dashboard/appointment', roles: ['patient', 'receptionist', 'doctor'] },
  { label: 'Medical Details', path: '/dashboard/medical-details', roles: ['patient'] },
  { label: 'All Patients', path: '/dashboard/user-list', roles: ['receptionist', 'doctor'] },
  { label: 'Create OPD Form', path: '/dashboard/opd-form', roles: ['receptionist', 'doctor'] },
  { label: 'OPD List', path: '/dashboard/opd-list', roles: ['receptionist', 'doctor'] },
  { label: 'Profile', path: '/dashboard/profile', roles: ['patient'] },
];

export function sidebarEntriesFor(role: DashboardRole): SidebarEntry[] {
  const sidebarRole = SIDEBAR_ROLE_OF[role];
  return SIDEBAR_ENTRIES.filter((entry) => entry.roles.includes(sidebarRole));
}

/** Header label (spec §4): local-storage key `admin` for admins, `user` for every other role. */
export type HeaderLabelKey = 'admin' | 'user';
export function headerLabelKeyFor(role: DashboardRole): HeaderLabelKey {
  return role === 'admin' ? 'admin' : 'user';
}
