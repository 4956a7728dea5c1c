import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { PolicySections } from '../components/PolicySections';
import { PRIVACY_POLICY } from '../content/policies';

export function PrivacyPage() {
  return (
    <Page route={PUBLIC_ROUTES.privacy} lead="We collect only what we need to help you, and we never sell it.">
      <PolicySections sections={PRIVACY_POLICY} />
    </Page>
  );
}
