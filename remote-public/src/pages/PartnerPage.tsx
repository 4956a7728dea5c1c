import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { Card, CardGrid } from '../components/CardGrid';
import { PartnerForm } from '../forms/PartnerForm';

/** Partner with us (spec §2): four partnership types and the partner form. */
export function PartnerPage() {
  return (
    <Page route={PUBLIC_ROUTES.partner} lead="Work with us to bring lasting change to the villages of Gondia district.">
      <Section title="Ways to partner">
        <CardGrid>
          <Card title="Corporate Social Responsibility (CSR)">
            <p>Fund a programme under Schedule VII of the Companies Act, with a clear plan, field visits and utilisation reports.</p>
          </Card>
          <Card title="Sponsorships">
            <p>Sponsor a health camp, a tailoring batch, scholarships or our yearly Mahila Melava.</p>
          </Card>
          <Card title="Joint Ventures">
            <p>Build a project with us: market linkage for women&apos;s products, farmer producer companies, or digital literacy.</p>
          </Card>
          <Card title="Volunteering Partnerships">
            <p>Bring your employees or students to teach, mentor and run camps in the villages.</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title="Tell us about your organisation">
        <PartnerForm />
      </Section>
    </Page>
  );
}
