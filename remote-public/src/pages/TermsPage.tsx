import { useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/terms/en.po';
import { Page } from '../components/layout/Page';
import { PolicySections } from '../components/PolicySections';
import { TERMS } from '../content/terms';

const catalog = pageCatalog('terms', messages);

/** Terms and conditions (spec §2): seven sections. */
export const TermsPage = translatedPage([catalog], Terms);

function Terms() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.terms} lead={t`Please read these terms before using our website or donating.`}>
      <PolicySections sections={TERMS} />
    </Page>
  );
}
