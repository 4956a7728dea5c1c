import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { Card, CardGrid } from '../components/CardGrid';
import { ActionLink, ActionRow } from '../components/ActionLink';

/**
 * Mahila Sasakti (spec §2): three focus areas and 'Get Involved', which did nothing in the spec and now
 * leads to the Become a Hero member sign-up.
 */
export function MahilaSasaktiPage() {
  return (
    <Page
      route={PUBLIC_ROUTES.mahilaSankranti}
      lead="Mahila Sasakti - 'strong women' - is our programme for the women of Gondia's villages: income, health and learning together."
    >
      <Section title="Focus areas">
        <CardGrid>
          <Card title="Economic Empowerment" image={{ name: 'village-market', alt: 'Women selling vegetables at market stalls' }}>
            <p>Self-help groups, bank linkage, and support to start and grow small businesses such as tailoring, dairy and market stalls.</p>
          </Card>
          <Card title="Health & Well-Being" image={{ name: 'health-camp', alt: 'Families at a village health camp tent' }}>
            <p>Health camps with government hospitals, anaemia screening, nutrition for mothers and menstrual hygiene sessions for girls.</p>
          </Card>
          <Card title="Education & Skills" image={{ name: 'skill-training', alt: 'Women learning at computers' }}>
            <p>Literacy classes for women, digital and financial literacy, and vocational courses that lead to work.</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title="Join the movement">
        <p>Volunteer as a trainer, mentor a self-help group, or help at our health camps.</p>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.heroMember.path}>Get Involved</ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
