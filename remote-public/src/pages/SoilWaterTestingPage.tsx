import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { formChoicesCatalog, translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { FORM_CATALOGS } from '../locales/forms-catalog';
import { messages } from '../locales/pages/soil-water-testing/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { Card, CardGrid } from '../components/CardGrid';
import { CallBackOffer } from '../components/CallBackOffer';

const catalog = pageCatalog('soil-water-testing', messages);

/**
 * Soil & water testing (spec §2): cards and 'Request a Test', which did nothing in the spec and now opens
 * the call-back form set to a test: farmers give a phone number, not an e-mail.
 */
export const SoilWaterTestingPage = translatedPage([catalog, ...FORM_CATALOGS, formChoicesCatalog], SoilWaterTesting);

function SoilWaterTesting() {
  const { t } = useLingui();
  return (
    <Page
      route={PUBLIC_ROUTES.soilWaterTesting}
      lead={t`Know your soil and your water: grow more, spend less on fertiliser, and drink safely.`}
    >
      <Section title={t`Our services`}>
        <CardGrid>
          <Card title={t`Soil Testing`} image={{ name: 'paddy-fields', alt: t`Paddy fields ready for sowing` }}>
            <p>
              <Trans>
                pH, organic carbon, nitrogen, phosphorus, potassium and micronutrients, with a soil health card and fertiliser
                advice for your crop.
              </Trans>
            </p>
          </Card>
          <Card title={t`Water Testing`} image={{ name: 'water-testing', alt: t`Field staff taking a water sample from a stream` }}>
            <p>
              <Trans>
                Drinking-water checks for bacteria, nitrate, fluoride and hardness for wells, handpumps and taps; irrigation
                water for salinity.
              </Trans>
            </p>
          </Card>
          <Card
            title={t`Laboratory Services`}
            image={{ name: 'soil-lab', alt: t`Flasks and soil samples on a laboratory table` }}
          >
            <p>
              <Trans>
                Our lab in Gondia tests samples within a week, at subsidised rates for small farmers and free for self-help
                groups.
              </Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Get your sample tested`}>
        <p>
          <Trans>
            Leave your phone number and village; our field team will call you, ask about your crop and collect the
            sample.
          </Trans>
        </p>
        <CallBackOffer summary={<Trans>Request a Test</Trans>} topic="Soil or water test" variant="primary" />
      </Section>
    </Page>
  );
}
