import { PUBLIC_ROUTES, usePageMeta, ORGANISATION } from 'shared-contracts';

export function HomePage() {
  usePageMeta(PUBLIC_ROUTES.home);
  return (
    <main>
      <h1>{ORGANISATION.tagline}</h1>
    </main>
  );
}
