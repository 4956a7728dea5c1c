import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { AUTH_ROUTES, documentTitle, type PageHead } from 'shared-contracts';
import { usePageMeta } from 'shared-contracts/host';

type AuthScreen = keyof typeof AUTH_ROUTES;

/** Each screen's title and description in the page's language; English as in AUTH_ROUTES (a test compares). */
export const AUTH_PAGE_HEADS: Record<AuthScreen, { title: MessageDescriptor; description: MessageDescriptor }> = {
  login: { title: msg`Login`, description: msg`Log in to your account.` },
  signup: { title: msg`Signup`, description: msg`Create an account.` },
  forgotPassword: { title: msg`Reset Password`, description: msg`Reset your password with a code sent by e-mail.` },
  verifyEmail: { title: msg`Verify E-mail`, description: msg`Verify your e-mail address with the code we sent.` },
};

function translatedRoute(screen: AuthScreen, i18n: I18n) {
  const head = AUTH_PAGE_HEADS[screen];
  return { path: AUTH_ROUTES[screen].path, title: i18n._(head.title), description: i18n._(head.description) };
}

export function useAuthPageMeta(screen: AuthScreen): void {
  const { i18n } = useLingui();
  usePageMeta(translatedRoute(screen, i18n));
}

/** A screen's head in the HTML rendered at build time (src/server-render.tsx). */
export function authPageHead(path: string, i18n: I18n): PageHead | undefined {
  const screen = (Object.keys(AUTH_ROUTES) as AuthScreen[]).find((key) => AUTH_ROUTES[key].path === path);
  if (!screen) return undefined;
  const route = translatedRoute(screen, i18n);
  return { title: documentTitle(route), description: route.description };
}
