import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { MediaBlock } from '../components/MediaBlock';

/** Who we are (spec §2): mission and vision list. */
export function WhoWeArePage() {
  return (
    <Page route={PUBLIC_ROUTES.whoWeAre} lead="Rooted in Gondia, run by people from its villages.">
      <MediaBlock title="Who we are" image="village-well" alt="Women carrying water pots beside a village well">
        <p>
          We are social workers, farmers, teachers and tailors from Gondia district who believe that a village grows
          strong when its women do. Our team lives where it works and speaks the villagers&apos; language: Marathi,
          Hindi and Gondi.
        </p>
      </MediaBlock>
      <Section title="Our mission">
        <ul>
          <li>Help rural women earn, save and take part in decisions at home and in the village.</li>
          <li>Give young people skills that lead to jobs close to home.</li>
          <li>Help farmers grow more with less through soil and water testing.</li>
          <li>Keep children in school and well fed.</li>
        </ul>
      </Section>
      <Section title="Our vision">
        <ul>
          <li>Villages where every family has clean water, enough food and a steady income.</li>
          <li>Women who lead self-help groups, businesses and gram panchayats.</li>
          <li>Every child in Gondia district finishing school.</li>
        </ul>
      </Section>
    </Page>
  );
}
