import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { ImpactStrip } from '../components/ImpactStrip';
import { ActionLink, ActionRow } from '../components/ActionLink';

/** Know more (spec §2): the impact strip and a 'Know More' button to /about. */
export function KnowMorePage() {
  return (
    <Page route={PUBLIC_ROUTES.knowMore} lead="Twenty years of work in Gondia, in numbers.">
      <Section title="Our impact">
        <ImpactStrip />
        <p>
          These figures count every person reached by our programmes and the campaigns we run with government
          departments and partner organisations across Maharashtra.
        </p>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.about.path}>Know More</ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
