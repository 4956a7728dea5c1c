import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { MediaBlock } from '../components/MediaBlock';
import { ActionLink, ActionRow } from '../components/ActionLink';

/** Rural development (spec §2): static. */
export function RuralDevelopmentPage() {
  return (
    <Page route={PUBLIC_ROUTES.ruralDevelopment} lead="Water, soil and livelihoods: the ground a village stands on.">
      <MediaBlock title="Water for every season" image="village-well" alt="Women drawing water at a stone well">
        <p>
          Gondia is called the district of lakes, yet many villages run dry by April. With gram panchayats we desilt
          old tanks (malgujari talav), repair wells and build farm ponds, so water lasts into summer and wells recharge.
        </p>
      </MediaBlock>
      <MediaBlock title="Better farming" image="paddy-fields" alt="Paddy fields at sunrise" reverse>
        <p>
          Most families grow paddy on small plots. Soil testing, the right seed and fertiliser, and a second crop of
          vegetables or pulses after the rains raise what a family earns from the same land.
        </p>
      </MediaBlock>
      <Section title="What we do in the villages">
        <ul>
          <li>Soil and water testing with advice farmers can act on.</li>
          <li>Tank desilting, well repair and farm ponds.</li>
          <li>Tree planting on bunds and common land.</li>
          <li>Help with government schemes for housing, sanitation and crop insurance.</li>
        </ul>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.soilWaterTesting.path}>Soil & water testing</ActionLink>
          <ActionLink to={PUBLIC_ROUTES.whyDonate.path} variant="secondary">Support this work</ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
