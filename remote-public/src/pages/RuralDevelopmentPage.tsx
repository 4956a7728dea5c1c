import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/rural-development/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { MediaBlock } from '../components/MediaBlock';
import { ActionLink, ActionRow } from '../components/ActionLink';

const catalog = pageCatalog('rural-development', messages);

/** Rural development (spec §2): static. */
export const RuralDevelopmentPage = translatedPage([catalog], RuralDevelopment);

function RuralDevelopment() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.ruralDevelopment} lead={t`Water, soil and livelihoods: the ground a village stands on.`}>
      <MediaBlock title={t`Water for every season`} image="village-well" alt={t`Women drawing water at a stone well`}>
        <p>
          <Trans>
            Gondia is called the district of lakes, yet many villages run dry by April. With gram panchayats we desilt
            old tanks (malgujari talav), repair wells and build farm ponds, so water lasts into summer and wells recharge.
          </Trans>
        </p>
      </MediaBlock>
      <MediaBlock title={t`Better farming`} image="paddy-fields" alt={t`Paddy fields at sunrise`} reverse>
        <p>
          <Trans>
            Most families grow paddy on small plots. Soil testing, the right seed and fertiliser, and a second crop of
            vegetables or pulses after the rains raise what a family earns from the same land.
          </Trans>
        </p>
      </MediaBlock>
      <Section title={t`What we do in the villages`}>
        <ul>
          <li>
            <Trans>Soil and water testing with advice farmers can act on.</Trans>
          </li>
          <li>
            <Trans>Tank desilting, well repair and farm ponds.</Trans>
          </li>
          <li>
            <Trans>Tree planting on bunds and common land.</Trans>
          </li>
          <li>
            <Trans>Help with government schemes for housing, sanitation and crop insurance.</Trans>
          </li>
        </ul>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.soilWaterTesting.path}>
            <Trans>Soil & water testing</Trans>
          </ActionLink>
          <ActionLink to={PUBLIC_ROUTES.whyDonate.path} variant="secondary">
            <Trans>Support this work</Trans>
          </ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
