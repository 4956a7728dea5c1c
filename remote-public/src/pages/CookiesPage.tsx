import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { PolicySections } from '../components/PolicySections';
import { COOKIES_POLICY } from '../content/policies';

export function CookiesPage() {
  return (
    <Page route={PUBLIC_ROUTES.cookies} lead="One cookie, only for people who log in.">
      <PolicySections sections={COOKIES_POLICY} />
    </Page>
  );
}
