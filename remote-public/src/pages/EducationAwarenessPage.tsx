import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/education-awareness/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { Card, CardGrid } from '../components/CardGrid';
import { ActionLink, ActionRow } from '../components/ActionLink';
import { donationLink, useFormatRupees } from '../components/donation/donation-choice';

/** What the page says a year of a child's schooling costs; its Donate Now opens the panel with it. */
const EDUCATION_GIFT_RUPEES = 5000;

const catalog = pageCatalog('education-awareness', messages);

/**
 * Education awareness (spec §2): four initiatives and 'Donate Now', which did nothing in the spec and now
 * leads to the donation panel.
 */
export const EducationAwarenessPage = translatedPage([catalog], EducationAwareness);

function EducationAwareness() {
  const { t } = useLingui();
  const gift = useFormatRupees()(EDUCATION_GIFT_RUPEES);
  return (
    <Page route={PUBLIC_ROUTES.educationAwareness} lead={t`Every child in school, and every school worth going to.`}>
      <Section title={t`Our initiatives`}>
        <CardGrid>
          <Card title={t`Community Workshops`}>
            <p>
              <Trans>
                Evening meetings with parents on why school matters, especially for girls, and on the schemes that help pay
                for it.
              </Trans>
            </p>
          </Card>
          <Card title={t`Scholarship Programs`}>
            <p>
              <Trans>Yearly scholarships for bright children from low-income families to finish Class 10, Class 12 and college.</Trans>
            </p>
          </Card>
          <Card title={t`Teacher Training`}>
            <p>
              <Trans>
                Workshops for Zilla Parishad school teachers on joyful teaching of reading and arithmetic in multi-grade
                classes.
              </Trans>
            </p>
          </Card>
          <Card title={t`School Infrastructure`}>
            <p>
              <Trans>
                Toilets for girls, drinking water, libraries and repaired classrooms, built with the school management
                committees.
              </Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Fund a child's education`}>
        <p>
          <Trans>
            {gift} covers a year of books, uniform and bus fare for one child. Donations are tax exempted under 80G.
          </Trans>
        </p>
        <ActionRow>
          <ActionLink to={donationLink(EDUCATION_GIFT_RUPEES)}>
            <Trans>Donate Now</Trans>
          </ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
