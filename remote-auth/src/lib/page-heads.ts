import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { AUTH_ROUTES, documentTitle, type PageHead } from 'shared-contracts';
import { usePageMeta } from 'shared-contracts/host';
import { routeIn, type PageHeadMessages } from 'shared-ui/i18n';

type AuthScreen = keyof typeof AUTH_ROUTES;

/** Each screen's title and description for Hindi and Marathi; English as in AUTH_ROUTES (a test compares). */
export const AUTH_PAGE_HEADS: Record<AuthScreen, PageHeadMessages> = {
  login: { title: msg`Login`, description: msg`Log in to your account.` },
  signup: { title: msg`Signup`, description: msg`Create an account.` },
  forgotPassword: { title: msg`Reset Password`, description: msg`Reset your password with a code sent by e-mail.` },
  verifyEmail: { title: msg`Verify E-mail`, description: msg`Verify your e-mail address with the code we sent.` },
};

/** The headings of the steps a screen goes on to at its own address, which title the page meanwhile. */
export const STEP_TITLES = {
  verifyCode: msg`Verify OTP`,
  resetDone: msg`Success`,
} satisfies Record<string, MessageDescriptor>;

/**
 * The screen's head in the page's language. `step`: the step shown now, if not the screen's first:
 * its heading titles the page, so the tab, the history and a screen reader name what is shown.
 */
export function useAuthPageMeta(screen: AuthScreen, step?: keyof typeof STEP_TITLES): void {
  const { i18n } = useLingui();
  const route = routeIn(AUTH_ROUTES[screen], AUTH_PAGE_HEADS[screen], i18n);
  usePageMeta(step ? { ...route, title: i18n._(STEP_TITLES[step]) } : route);
}

/** A screen's head in the HTML rendered at build time (src/server-render.tsx). */
export function authPageHead(path: string, i18n: I18n): PageHead | undefined {
  const screen = (Object.keys(AUTH_ROUTES) as AuthScreen[]).find((key) => AUTH_ROUTES[key].path === path);
  if (!screen) return undefined;
  const route = routeIn(AUTH_ROUTES[screen], AUTH_PAGE_HEADS[screen], i18n);
  return { title: documentTitle(route), description: route.description };
}
