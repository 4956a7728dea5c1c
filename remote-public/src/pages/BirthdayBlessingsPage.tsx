import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { donationCatalog } from '../locales/donation-catalog';
import { FORM_CATALOGS } from '../locales/forms-catalog';
import { messages } from '../locales/pages/birthday-blessings/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { QuickGift } from '../components/donation/QuickGift';
import { BirthdayForm } from '../forms/BirthdayForm';

const catalog = pageCatalog('birthday-blessings', messages);

/** Birthday blessings (spec §2): dedication form and donation buttons. */
export const BirthdayBlessingsPage = translatedPage([catalog, donationCatalog, ...FORM_CATALOGS], BirthdayBlessings);

function BirthdayBlessings() {
  const { t } = useLingui();
  return (
    <Page
      route={PUBLIC_ROUTES.birthday}
      lead={t`Celebrate your birthday, or a loved one's, by sharing a meal with children of a village school.`}
    >
      <Section title={t`Give a birthday gift`}>
        <p>
          <Trans>₹500 feeds 20 children, ₹1,000 feeds 40 and ₹2,000 feeds 80. Tax exempted under 80G.</Trans>
        </p>
        <QuickGift />
      </Section>
      <Section title={t`Dedicate a birthday`}>
        <p>
          <Trans>
            Tell us whose birthday it is; the children will send their blessings, and we send you a photograph of the meal.
          </Trans>
        </p>
        <BirthdayForm />
      </Section>
    </Page>
  );
}
