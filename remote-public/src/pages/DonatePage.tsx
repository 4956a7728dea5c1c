import type { PageRoute } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { StaticStats } from '../components/StaticStats';
import { DonationPanel } from '../components/donation/DonationPanel';
import { DONATION_PANEL_ID } from '../components/donation/donation-choice';

/** Why donate us, also served as /become-a-hero/donate (spec §2: the same page), with the donation panel. */
export function DonatePage({ route }: { route: PageRoute }) {
  return (
    <Page route={route} lead="Every ₹25 puts a hot meal in front of a child. Donations are tax exempted under 80G.">
      <Section title="Where your money goes">
        <ul>
          <li>₹500 buys a month of school supplies for two children.</li>
          <li>₹2,500 pays for 100 meals at our community kitchens.</li>
          <li>₹10,000 buys a sewing machine for a woman who has finished tailoring training.</li>
          <li>₹25,000 funds soil and water tests for a whole village.</li>
        </ul>
        <StaticStats />
      </Section>
      <Section title="Make a donation" id={DONATION_PANEL_ID}>
        <DonationPanel />
      </Section>
      <Section title="Why donate to us">
        <ul>
          <li>We are local: our staff live in the villages they serve, so more of your gift reaches the ground.</li>
          <li>We are accountable: audited accounts every year and a receipt for every donation.</li>
          <li>Your donation is tax exempted under Section 80G of the Income Tax Act.</li>
        </ul>
      </Section>
    </Page>
  );
}
