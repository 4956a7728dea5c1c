import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/know-more/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { ImpactStrip } from '../components/ImpactStrip';
import { ActionLink, ActionRow } from '../components/ActionLink';

const catalog = pageCatalog('know-more', messages);

/** Know more (spec §2): the impact strip and a 'Know More' button to /about. */
export const KnowMorePage = translatedPage([catalog], KnowMore);

function KnowMore() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.knowMore} lead={t`Twenty years of work in Gondia, in numbers.`}>
      <Section title={t`Our impact`}>
        <ImpactStrip />
        <p>
          <Trans>
            These figures count every person reached by our programmes and the campaigns we run with government
            departments and partner organisations across Maharashtra.
          </Trans>
        </p>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.about.path}>
            <Trans>Know More</Trans>
          </ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
