import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/mahila-sasakti/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { Card, CardGrid } from '../components/CardGrid';
import { ActionLink, ActionRow } from '../components/ActionLink';

const catalog = pageCatalog('mahila-sasakti', messages);

/**
 * Mahila Sasakti (spec §2): three focus areas and 'Get Involved', which did nothing in the spec and now
 * leads to the Become a Hero member sign-up.
 */
export const MahilaSasaktiPage = translatedPage([catalog], MahilaSasakti);

function MahilaSasakti() {
  const { t } = useLingui();
  return (
    <Page
      route={PUBLIC_ROUTES.mahilaSankranti}
      lead={t`Mahila Sasakti - 'strong women' - is our programme for the women of Gondia's villages: income, health and learning together.`}
    >
      <Section title={t`Focus areas`}>
        <CardGrid>
          <Card
            title={t`Economic Empowerment`}
            image={{ name: 'village-market', alt: t`Women selling vegetables at market stalls` }}
          >
            <p>
              <Trans>
                Self-help groups, bank linkage, and support to start and grow small businesses such as tailoring, dairy and
                market stalls.
              </Trans>
            </p>
          </Card>
          <Card title={t`Health & Well-Being`} image={{ name: 'health-camp', alt: t`Families at a village health camp tent` }}>
            <p>
              <Trans>
                Health camps with government hospitals, anaemia screening, nutrition for mothers and menstrual hygiene sessions
                for girls.
              </Trans>
            </p>
          </Card>
          <Card title={t`Education & Skills`} image={{ name: 'skill-training', alt: t`Women learning at computers` }}>
            <p>
              <Trans>Literacy classes for women, digital and financial literacy, and vocational courses that lead to work.</Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Join the movement`}>
        <p>
          <Trans>Volunteer as a trainer, mentor a self-help group, or help at our health camps.</Trans>
        </p>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.heroMember.path}>
            <Trans>Get Involved</Trans>
          </ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
