import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { formChoicesCatalog, translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { FORM_CATALOGS } from '../locales/forms-catalog';
import { messages } from '../locales/pages/prashikshan-rojgar/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { CallBackOffer } from '../components/CallBackOffer';
import { Card, CardGrid } from '../components/CardGrid';
import { ProgramApplicationForm } from '../forms/ProgramApplicationForm';

const catalog = pageCatalog('prashikshan-rojgar', messages);

/** Prashikshan & Rojgar (spec §2): three cards and the programme application form. */
export const PrashikshanRojgarPage = translatedPage([catalog, ...FORM_CATALOGS, formChoicesCatalog], PrashikshanRojgar);

function PrashikshanRojgar() {
  const { t } = useLingui();
  return (
    <Page
      route={PUBLIC_ROUTES.prashikshanRojgar}
      lead={t`Prashikshan (training) and Rojgar (employment): skills that lead to work close to home.`}
    >
      <Section title={t`Our programmes`}>
        <CardGrid>
          <Card title={t`Skill Development`} image={{ name: 'skill-training', alt: t`Women learning at computers` }}>
            <p>
              <Trans>Three-month courses in tailoring, computer basics, mobile repair, beauty care and food processing.</Trans>
            </p>
          </Card>
          <Card title={t`Employment Opportunities`} image={{ name: 'village-market', alt: t`Women running vegetable stalls` }}>
            <p>
              <Trans>Placement with employers in Gondia and Nagpur, and help to start your own business with bank credit.</Trans>
            </p>
          </Card>
          <Card title={t`Guidance & Support`} image={{ name: 'shg-meeting', alt: t`Women talking in a group under a tree` }}>
            <p>
              <Trans>
                Career counselling, help with documents and government schemes, and follow-up for six months after the course.
              </Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Apply for a programme`}>
        <ProgramApplicationForm />
        <CallBackOffer summary={<Trans>No e-mail? We will call you</Trans>} topic="A programme" />
      </Section>
    </Page>
  );
}
