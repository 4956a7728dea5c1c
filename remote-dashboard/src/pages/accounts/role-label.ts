import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { SIDEBAR_ROLE_OF, type DashboardRole, type SidebarRole } from 'shared-contracts';

const ROLE_LABELS: Record<DashboardRole, MessageDescriptor> = {
  user: msg`User`,
  volunteer: msg({ message: 'Volunteer', context: 'A role' }),
  admin: msg`Admin`,
};

/** The stored role as the profile writes it, in small letters. */
const ROLE_NAMES: Record<DashboardRole, MessageDescriptor> = {
  user: msg({ message: 'user', comment: 'A role, written in small letters on the profile page' }),
  volunteer: msg({ message: 'volunteer', comment: 'A role, written in small letters on the profile page' }),
  admin: msg({ message: 'admin', comment: 'A role, written in small letters on the profile page' }),
};

/** The spec's clinic-style roles the sidebar is built on. */
const SIDEBAR_ROLE_NAMES: Record<SidebarRole, MessageDescriptor> = {
  patient: msg({ message: 'patient', comment: 'The clinic-style role shown in brackets after a role' }),
  receptionist: msg({ message: 'receptionist', comment: 'The clinic-style role shown in brackets after a role' }),
  doctor: msg({ message: 'doctor', comment: 'The clinic-style role shown in brackets after a role' }),
};

function sidebarRoleName(role: DashboardRole, i18n: I18n): string {
  return i18n._(SIDEBAR_ROLE_NAMES[SIDEBAR_ROLE_OF[role]]);
}

/** `Volunteer (receptionist)`: the role and the sidebar role it maps to. */
export function roleLabel(role: DashboardRole, i18n: I18n): string {
  return `${i18n._(ROLE_LABELS[role])} (${sidebarRoleName(role, i18n)})`;
}

/** `volunteer (receptionist)`: the role as stored, as the profile shows it. */
export function storedRoleLabel(role: DashboardRole, i18n: I18n): string {
  return `${i18n._(ROLE_NAMES[role])} (${sidebarRoleName(role, i18n)})`;
}
