import { useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { policiesCatalog } from '../locales/policies-catalog';
import { messages } from '../locales/pages/privacy/en.po';
import { Page } from '../components/layout/Page';
import { PolicySections } from '../components/PolicySections';
import { PRIVACY_POLICY } from '../content/policies';

const catalog = pageCatalog('privacy', messages);

export const PrivacyPage = translatedPage([catalog, policiesCatalog], Privacy);

function Privacy() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.privacy} lead={t`We collect only what we need to help you, and we never sell it.`}>
      <PolicySections sections={PRIVACY_POLICY} />
    </Page>
  );
}
