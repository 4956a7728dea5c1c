import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { FORM_CATALOGS } from '../locales/forms-catalog';
import { messages } from '../locales/pages/partner/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { Card, CardGrid } from '../components/CardGrid';
import { PartnerForm } from '../forms/PartnerForm';

const catalog = pageCatalog('partner', messages);

/** Partner with us (spec §2): four partnership types and the partner form. */
export const PartnerPage = translatedPage([catalog, ...FORM_CATALOGS], Partner);

function Partner() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.partner} lead={t`Work with us to bring lasting change to the villages of Gondia district.`}>
      <Section title={t`Ways to partner`}>
        <CardGrid>
          <Card title={t`Corporate Social Responsibility (CSR)`}>
            <p>
              <Trans>Fund a programme under Schedule VII of the Companies Act, with a clear plan, field visits and utilisation reports.</Trans>
            </p>
          </Card>
          <Card title={t`Sponsorships`}>
            <p>
              <Trans>Sponsor a health camp, a tailoring batch, scholarships or our yearly Mahila Melava.</Trans>
            </p>
          </Card>
          <Card title={t`Joint Ventures`}>
            <p>
              <Trans>
                Build a project with us: market linkage for women&apos;s products, farmer producer companies, or digital literacy.
              </Trans>
            </p>
          </Card>
          <Card title={t`Volunteering Partnerships`}>
            <p>
              <Trans>Bring your employees or students to teach, mentor and run camps in the villages.</Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Tell us about your organisation`}>
        <PartnerForm />
      </Section>
    </Page>
  );
}
