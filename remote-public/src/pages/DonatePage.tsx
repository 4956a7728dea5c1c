import { Trans, useLingui } from '@lingui/react/macro';
import type { PageRoute } from 'shared-contracts';
import { contractCatalog, translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { donationCatalog } from '../locales/donation-catalog';
import { messages } from '../locales/pages/donate/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { StaticStats } from '../components/StaticStats';
import { DonationPanel } from '../components/donation/DonationPanel';
import { DONATION_PANEL_ID } from '../components/donation/donation-choice';

const catalog = pageCatalog('donate', messages);

/** Why donate us, also served as /become-a-hero/donate (spec §2: the same page), with the donation panel. */
export const DonatePage = translatedPage([catalog, donationCatalog, contractCatalog], Donate);

function Donate({ route }: { route: PageRoute }) {
  const { t } = useLingui();
  return (
    <Page route={route} lead={t`Every ₹25 puts a hot meal in front of a child. Donations are tax exempted under 80G.`}>
      <Section title={t`Where your money goes`}>
        <ul>
          <li>
            <Trans>₹500 buys a month of school supplies for two children.</Trans>
          </li>
          <li>
            <Trans>₹2,500 pays for 100 meals at our community kitchens.</Trans>
          </li>
          <li>
            <Trans>₹10,000 buys a sewing machine for a woman who has finished tailoring training.</Trans>
          </li>
          <li>
            <Trans>₹25,000 funds soil and water tests for a whole village.</Trans>
          </li>
        </ul>
        <StaticStats />
      </Section>
      <Section title={t`Make a donation`} id={DONATION_PANEL_ID}>
        <DonationPanel />
      </Section>
      <Section title={t`Why donate to us`}>
        <ul>
          <li>
            <Trans>We are local: our staff live in the villages they serve, so more of your gift reaches the ground.</Trans>
          </li>
          <li>
            <Trans>We are accountable: audited accounts every year and a receipt for every donation.</Trans>
          </li>
          <li>
            <Trans>Your donation is tax exempted under Section 80G of the Income Tax Act.</Trans>
          </li>
        </ul>
      </Section>
    </Page>
  );
}
