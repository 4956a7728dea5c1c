import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { MediaBlock } from '../components/MediaBlock';
import { TailorMachineForm } from '../forms/TailorMachineForm';

/** Free Service (spec §2, /free and /frees): the Donate Tailor Machine form. */
export function FreeServicePage() {
  return (
    <Page
      route={PUBLIC_ROUTES.freeService}
      lead="A free sewing machine for women who want to earn from home."
    >
      <MediaBlock title="Donate Tailor Machine" image="sewing-centre" alt="Women stitching at sewing machines in our centre">
        <p>
          Through donors&apos; generosity we give tailoring machines to women from low-income households in Gondia
          district. Apply below with your details and a copy of your Aadhaar card. Our team checks every application
          and visits the applicant&apos;s home before a machine is given; there is no fee at any step.
        </p>
      </MediaBlock>
      <Section title="Apply for a tailoring machine">
        <TailorMachineForm />
      </Section>
    </Page>
  );
}
