import { AUTH_ROUTES, usePageMeta } from 'shared-contracts';

export function LoginPage() {
  usePageMeta(AUTH_ROUTES.login);
  return (
    <main>
      <h1>Login</h1>
    </main>
  );
}
