import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SidebarEntry } from 'shared-contracts';

/**
 * The labels of SIDEBAR_ENTRIES (shared-contracts) in the page's language, by the entry's path;
 * the English is the contract's label. test/languages.test.tsx fails when an entry has none.
 */
export const SIDEBAR_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  '/dashboard': msg`Dashboard`,
  '/dashboard/appointment': msg`Appointment`,
  '/dashboard/medical-details': msg`Medical Details`,
  '/dashboard/user-list': msg`All Patients`,
  '/dashboard/opd-form': msg`Create OPD Form`,
  '/dashboard/opd-list': msg`OPD List`,
  '/dashboard/profile': msg`Profile`,
};

export function sidebarLabel(entry: SidebarEntry, i18n: I18n): string {
  const label = SIDEBAR_LABELS[entry.path];
  return label ? i18n._(label) : entry.label;
}
