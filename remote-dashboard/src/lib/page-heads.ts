import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DASHBOARD_ROUTES } from 'shared-contracts';
import { usePageMeta } from 'shared-contracts/host';

type DashboardPage = keyof typeof DASHBOARD_ROUTES;

/** Each page's title and description in the page's language; English as in DASHBOARD_ROUTES (a test compares). */
export const DASHBOARD_PAGE_HEADS: Record<DashboardPage, { title: MessageDescriptor; description: MessageDescriptor }> = {
  home: { title: msg`Dashboard`, description: msg`Your dashboard.` },
  profile: { title: msg`Profile`, description: msg`Your account.` },
  userList: { title: msg`All Patients`, description: msg`Accounts and their roles.` },
};

export function translatedRoute(page: DashboardPage, i18n: I18n) {
  const head = DASHBOARD_PAGE_HEADS[page];
  return { path: DASHBOARD_ROUTES[page].path, title: i18n._(head.title), description: i18n._(head.description) };
}

/** `usePageMeta(DASHBOARD_ROUTES.x)` with the title and description in the page's language. */
export function useDashboardPageMeta(page: DashboardPage): void {
  const { i18n } = useLingui();
  usePageMeta(translatedRoute(page, i18n));
}
