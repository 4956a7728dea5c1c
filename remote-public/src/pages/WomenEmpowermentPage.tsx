import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/women-empowerment/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { MediaBlock } from '../components/MediaBlock';
import { ActionLink, ActionRow } from '../components/ActionLink';

const catalog = pageCatalog('women-empowerment', messages);

/**
 * Women empowerment (spec §2): hero text, two image-and-text blocks, a 'Donate Us' call and 'Learn More'
 * buttons. The spec's 'Learn More' buttons did nothing; each now leads to the programme it describes.
 */
export const WomenEmpowermentPage = translatedPage([catalog], WomenEmpowerment);

function WomenEmpowerment() {
  const { t } = useLingui();
  return (
    <Page
      route={PUBLIC_ROUTES.womenEmpowerment}
      lead={t`When a woman earns, saves and decides, the whole family moves forward. We walk with more than 3,000 women of Gondia district on that road.`}
    >
      <MediaBlock title={t`Self-help groups`} image="shg-meeting" alt={t`A women’s self-help group meeting under a tree`}>
        <p>
          <Trans>
            Ten to fifteen women meet every month, save a little, and lend to each other at fair interest. With a record
            of saving, the group gets bank credit for goats, a grocery shop or a flour mill. Leaders are trained in
            bookkeeping and in speaking up at the gram sabha.
          </Trans>
        </p>
        <ActionLink
          to={PUBLIC_ROUTES.mahilaSankranti.path}
          variant="secondary"
          aria-label={t`Learn more about the Mahila Sasakti programme`}
        >
          <Trans>Learn More</Trans>
        </ActionLink>
      </MediaBlock>
      <MediaBlock title={t`Skills that pay`} image="sewing-centre" alt={t`Women stitching at sewing machines`} reverse>
        <p>
          <Trans>
            Three-month courses in tailoring, computer basics and food processing, close to home. Women who complete
            tailoring can receive a free sewing machine and start earning from their doorstep.
          </Trans>
        </p>
        <ActionLink to={PUBLIC_ROUTES.prashikshanRojgar.path} variant="secondary" aria-label={t`Learn more about skill training and jobs`}>
          <Trans>Learn More</Trans>
        </ActionLink>
      </MediaBlock>
      <Section title={t`Help a woman start earning`}>
        <p>
          <Trans>A sewing machine costs ₹10,000. Your gift is tax exempted under 80G.</Trans>
        </p>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.whyDonate.path}>
            <Trans>Donate Us</Trans>
          </ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
