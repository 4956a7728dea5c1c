import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { PolicySections } from '../components/PolicySections';
import { TERMS } from '../content/terms';

/** Terms and conditions (spec §2): seven sections. */
export function TermsPage() {
  return (
    <Page route={PUBLIC_ROUTES.terms} lead="Please read these terms before using our website or donating.">
      <PolicySections sections={TERMS} />
    </Page>
  );
}
