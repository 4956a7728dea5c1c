import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/who-we-are/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { MediaBlock } from '../components/MediaBlock';

const catalog = pageCatalog('who-we-are', messages);

/** Who we are (spec §2): mission and vision list. */
export const WhoWeArePage = translatedPage([catalog], WhoWeAre);

function WhoWeAre() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.whoWeAre} lead={t`Rooted in Gondia, run by people from its villages.`}>
      <MediaBlock title={t`Who we are`} image="village-well" alt={t`Women carrying water pots beside a village well`}>
        <p>
          <Trans>
            We are social workers, farmers, teachers and tailors from Gondia district who believe that a village grows
            strong when its women do. Our team lives where it works and speaks the villagers&apos; language: Marathi,
            Hindi and Gondi.
          </Trans>
        </p>
      </MediaBlock>
      <Section title={t`Our mission`}>
        <ul>
          <li>
            <Trans>Help rural women earn, save and take part in decisions at home and in the village.</Trans>
          </li>
          <li>
            <Trans>Give young people skills that lead to jobs close to home.</Trans>
          </li>
          <li>
            <Trans>Help farmers grow more with less through soil and water testing.</Trans>
          </li>
          <li>
            <Trans>Keep children in school and well fed.</Trans>
          </li>
        </ul>
      </Section>
      <Section title={t`Our vision`}>
        <ul>
          <li>
            <Trans>Villages where every family has clean water, enough food and a steady income.</Trans>
          </li>
          <li>
            <Trans>Women who lead self-help groups, businesses and gram panchayats.</Trans>
          </li>
          <li>
            <Trans>Every child in Gondia district finishing school.</Trans>
          </li>
        </ul>
      </Section>
    </Page>
  );
}
