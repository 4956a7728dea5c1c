import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { formChoicesCatalog, translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { FORM_CATALOGS } from '../locales/forms-catalog';
import { messages } from '../locales/pages/free-service/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { CallBackOffer } from '../components/CallBackOffer';
import { MediaBlock } from '../components/MediaBlock';
import { TailorMachineForm } from '../forms/TailorMachineForm';

const catalog = pageCatalog('free-service', messages);

/** Free Service (spec §2, /free and /frees): the Donate Tailor Machine form. */
export const FreeServicePage = translatedPage([catalog, ...FORM_CATALOGS, formChoicesCatalog], FreeService);

function FreeService() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.freeService} lead={t`A free sewing machine for women who want to earn from home.`}>
      <MediaBlock
        title={t`Donate Tailor Machine`}
        image="sewing-centre"
        alt={t`Women stitching at sewing machines in our centre`}
      >
        <p>
          <Trans>
            Through donors&apos; generosity we give tailoring machines to women from low-income households in Gondia
            district. Apply below with your details and a copy of your Aadhaar card. Our team checks every application
            and visits the applicant&apos;s home before a machine is given; there is no fee at any step.
          </Trans>
        </p>
      </MediaBlock>
      <Section title={t`Apply for a tailoring machine`}>
        <TailorMachineForm />
        <CallBackOffer summary={<Trans>No e-mail? We will call you</Trans>} topic="Tailoring machine" />
      </Section>
    </Page>
  );
}
