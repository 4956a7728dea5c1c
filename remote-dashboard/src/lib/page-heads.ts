import { msg } from '@lingui/core/macro';
import { DASHBOARD_ROUTES } from 'shared-contracts';
import { useTranslatedPageMeta, type PageHeadMessages } from 'shared-ui/i18n';

type DashboardPage = keyof typeof DASHBOARD_ROUTES;

/** Each page's title and description for Hindi and Marathi; English as in DASHBOARD_ROUTES (a test compares). */
export const DASHBOARD_PAGE_HEADS: Record<DashboardPage, PageHeadMessages> = {
  home: { title: msg`Dashboard`, description: msg`Your dashboard.` },
  profile: { title: msg`Profile`, description: msg`Your account.` },
  userList: { title: msg`All Patients`, description: msg`Accounts and their roles.` },
};

/** `usePageMeta(DASHBOARD_ROUTES.x)` with the title and description in the page's language. */
export function useDashboardPageMeta(page: DashboardPage): void {
  useTranslatedPageMeta(DASHBOARD_ROUTES[page], DASHBOARD_PAGE_HEADS[page]);
}
