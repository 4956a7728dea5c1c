import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { Card, CardGrid } from '../components/CardGrid';
import { ActionLink, ActionRow } from '../components/ActionLink';
import { SOIL_TEST_TOPIC } from '../content/contact-topics';

/**
 * Soil & water testing (spec §2): cards and 'Request a Test', which did nothing in the spec and now opens
 * the contact form with a note on what to tell us.
 */
export function SoilWaterTestingPage() {
  return (
    <Page route={PUBLIC_ROUTES.soilWaterTesting} lead="Know your soil and your water: grow more, spend less on fertiliser, and drink safely.">
      <Section title="Our services">
        <CardGrid>
          <Card title="Soil Testing" image={{ name: 'paddy-fields', alt: 'Paddy fields ready for sowing' }}>
            <p>pH, organic carbon, nitrogen, phosphorus, potassium and micronutrients, with a soil health card and fertiliser advice for your crop.</p>
          </Card>
          <Card title="Water Testing" image={{ name: 'water-testing', alt: 'Field staff taking a water sample from a stream' }}>
            <p>Drinking-water checks for bacteria, nitrate, fluoride and hardness for wells, handpumps and taps; irrigation water for salinity.</p>
          </Card>
          <Card title="Laboratory Services" image={{ name: 'soil-lab', alt: 'Flasks and soil samples on a laboratory table' }}>
            <p>Our lab in Gondia tests samples within a week, at subsidised rates for small farmers and free for self-help groups.</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title="Get your sample tested">
        <p>Tell us your village and crop; our field team will call you and collect the sample.</p>
        <ActionRow>
          <ActionLink to={`${PUBLIC_ROUTES.contact.path}?topic=${SOIL_TEST_TOPIC}`}>Request a Test</ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
