import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { FORM_CATALOGS } from '../locales/forms-catalog';
import { messages } from '../locales/pages/volunteer/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { VolunteerForm } from '../forms/VolunteerForm';

const catalog = pageCatalog('volunteer', messages);

/** Volunteer (spec §2, path /volenture): full name, email, phone, skills. */
export const VolunteerPage = translatedPage([catalog, ...FORM_CATALOGS], Volunteer);

function Volunteer() {
  const { t } = useLingui();
  return (
    <Page
      route={PUBLIC_ROUTES.volunteer}
      heading={t`Volunteer With Us`}
      lead={t`Your time and skills can change a village. Tell us what you are good at, and we will find the right place for you.`}
    >
      <Section title={t`Where volunteers help`}>
        <ul>
          <li>
            <Trans>Teaching and evening study classes for children.</Trans>
          </li>
          <li>
            <Trans>Health camps, registration and awareness sessions.</Trans>
          </li>
          <li>
            <Trans>Training women in computers, accounts or marketing.</Trans>
          </li>
          <li>
            <Trans>Photography, writing and social media for our campaigns.</Trans>
          </li>
        </ul>
      </Section>
      <Section title={t`Sign up as a volunteer`}>
        <VolunteerForm />
      </Section>
    </Page>
  );
}
