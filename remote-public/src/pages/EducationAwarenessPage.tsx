import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { Card, CardGrid } from '../components/CardGrid';
import { ActionLink, ActionRow } from '../components/ActionLink';
import { donationLink, formatRupees } from '../components/donation/donation-choice';

/** What the page says a year of a child's schooling costs; its Donate Now opens the panel with it. */
const EDUCATION_GIFT_RUPEES = 5000;

/**
 * Education awareness (spec §2): four initiatives and 'Donate Now', which did nothing in the spec and now
 * leads to the donation panel.
 */
export function EducationAwarenessPage() {
  return (
    <Page route={PUBLIC_ROUTES.educationAwareness} lead="Every child in school, and every school worth going to.">
      <Section title="Our initiatives">
        <CardGrid>
          <Card title="Community Workshops">
            <p>Evening meetings with parents on why school matters, especially for girls, and on the schemes that help pay for it.</p>
          </Card>
          <Card title="Scholarship Programs">
            <p>Yearly scholarships for bright children from low-income families to finish Class 10, Class 12 and college.</p>
          </Card>
          <Card title="Teacher Training">
            <p>Workshops for Zilla Parishad school teachers on joyful teaching of reading and arithmetic in multi-grade classes.</p>
          </Card>
          <Card title="School Infrastructure">
            <p>Toilets for girls, drinking water, libraries and repaired classrooms, built with the school management committees.</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title="Fund a child's education">
        <p>
          {formatRupees(EDUCATION_GIFT_RUPEES)} covers a year of books, uniform and bus fare for one child. Donations are tax
          exempted under 80G.
        </p>
        <ActionRow>
          <ActionLink to={donationLink(EDUCATION_GIFT_RUPEES)}>Donate Now</ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
