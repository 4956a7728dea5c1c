import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { Card, CardGrid } from '../components/CardGrid';
import { ProgramApplicationForm } from '../forms/ProgramApplicationForm';

/** Prashikshan & Rojgar (spec §2): three cards and the programme application form. */
export function PrashikshanRojgarPage() {
  return (
    <Page route={PUBLIC_ROUTES.prashikshanRojgar} lead="Prashikshan (training) and Rojgar (employment): skills that lead to work close to home.">
      <Section title="Our programmes">
        <CardGrid>
          <Card title="Skill Development" image={{ name: 'skill-training', alt: 'Women learning at computers' }}>
            <p>Three-month courses in tailoring, computer basics, mobile repair, beauty care and food processing.</p>
          </Card>
          <Card title="Employment Opportunities" image={{ name: 'village-market', alt: 'Women running vegetable stalls' }}>
            <p>Placement with employers in Gondia and Nagpur, and help to start your own business with bank credit.</p>
          </Card>
          <Card title="Guidance & Support" image={{ name: 'shg-meeting', alt: 'Women talking in a group under a tree' }}>
            <p>Career counselling, help with documents and government schemes, and follow-up for six months after the course.</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title="Apply for a programme">
        <ProgramApplicationForm />
      </Section>
    </Page>
  );
}
