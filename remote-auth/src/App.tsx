import type { ReactElement } from 'react';
import { Route, Routes } from 'shared-contracts/router';
import { AUTH_ROUTES } from 'shared-contracts';
import { lazyPage, pagePreloader } from 'shared-ui';
import { contractCatalog, sharedUiCatalog, useCatalog } from 'shared-ui/i18n';
import { authCatalog } from './locales/auth-catalog';
import { LoginPage } from './pages/LoginPage';

// The login screen, the one staff open every day, comes with the route tree: its first visit then
// needs one round trip less. The others are a chunk each, which keeps that first load small.
const SignupPage = lazyPage('signup-page', () => import(/* webpackChunkName: "signup-page" */ './pages/SignupPage').then((m) => m.SignupPage));
const ForgotPasswordPage = lazyPage('forgot-password-page', () =>
  import(/* webpackChunkName: "forgot-password-page" */ './pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const VerifyEmailPage = lazyPage('verify-email-page', () =>
  import(/* webpackChunkName: "verify-email-page" */ './pages/VerifyEmailPage').then((m) => m.VerifyEmailPage),
);

/** The screens but login, each in a chunk of its own. */
const SCREEN_ROUTES: readonly (readonly [string, ReactElement])[] = [
  [AUTH_ROUTES.signup.path, <SignupPage />],
  [AUTH_ROUTES.forgotPassword.path, <ForgotPasswordPage />],
  [AUTH_ROUTES.verifyEmail.path, <VerifyEmailPage />],
];

/** Fetches the chunk of the screen at a path ahead of its visit: the shell calls it on a visitor's intent. */
export const preloadPage = pagePreloader(SCREEN_ROUTES);

/** Which build this is: the shell hydrates this remote only into HTML rendered by the same build. */
export const build = process.env.APP_BUILD_ID ?? 'development';

/**
 * Login, signup, password reset and e-mail verification. Every screen is a form, so the contract's
 * messages load with the route tree. While a screen's chunk loads, the host's boundary around the
 * remote waits: no boundary of its own here.
 */
export default function AuthApp() {
  useCatalog(authCatalog, sharedUiCatalog, contractCatalog);
  return (
    <Routes>
      <Route path={AUTH_ROUTES.login.path} element={<LoginPage />} />
      {SCREEN_ROUTES.map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
}
