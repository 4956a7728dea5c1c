import { useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { policiesCatalog } from '../locales/policies-catalog';
import { messages } from '../locales/pages/cookies/en.po';
import { Page } from '../components/layout/Page';
import { PolicySections } from '../components/PolicySections';
import { COOKIES_POLICY } from '../content/policies';

const catalog = pageCatalog('cookies', messages);

export const CookiesPage = translatedPage([catalog, policiesCatalog], Cookies);

function Cookies() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.cookies} lead={t`Two cookies: one for the language you choose, one for people who log in.`}>
      <PolicySections sections={COOKIES_POLICY} />
    </Page>
  );
}
