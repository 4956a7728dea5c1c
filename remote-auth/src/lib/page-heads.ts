import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
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

/**
 * The screen's head in the page's language, at its address. `shown`: the screen whose title and
 * description say what is on it now, where a screen goes on to another's work at its own address
 * (sign-up's code step is Verify E-mail), so the tab and the history name the step.
 */
export function useAuthPageMeta(screen: AuthScreen, shown: AuthScreen = screen): void {
  const { i18n } = useLingui();
  usePageMeta({ ...routeIn(AUTH_ROUTES[shown], AUTH_PAGE_HEADS[shown], i18n), path: AUTH_ROUTES[screen].path });
}

/** A screen's head in the HTML rendered at build time (src/server-render.tsx). */
export function authPageHead(path: string, i18n: I18n): PageHead | undefined {
  const screen = (Object.keys(AUTH_ROUTES) as AuthScreen[]).find((key) => AUTH_ROUTES[key].path === path);
  if (!screen) return undefined;
  const route = routeIn(AUTH_ROUTES[screen], AUTH_PAGE_HEADS[screen], i18n);
  return { title: documentTitle(route), description: route.description };
}
