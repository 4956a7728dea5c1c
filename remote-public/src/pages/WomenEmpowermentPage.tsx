import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { MediaBlock } from '../components/MediaBlock';
import { ActionLink, ActionRow } from '../components/ActionLink';

/**
 * Women empowerment (spec §2): hero text, two image-and-text blocks, a 'Donate Us' call and 'Learn More'
 * buttons. The spec's 'Learn More' buttons did nothing; each now leads to the programme it describes.
 */
export function WomenEmpowermentPage() {
  return (
    <Page
      route={PUBLIC_ROUTES.womenEmpowerment}
      lead="When a woman earns, saves and decides, the whole family moves forward. We walk with more than 3,000 women of Gondia district on that road."
    >
      <MediaBlock title="Self-help groups" image="shg-meeting" alt="A women’s self-help group meeting under a tree">
        <p>
          Ten to fifteen women meet every month, save a little, and lend to each other at fair interest. With a record
          of saving, the group gets bank credit for goats, a grocery shop or a flour mill. Leaders are trained in
          bookkeeping and in speaking up at the gram sabha.
        </p>
        <ActionLink to={PUBLIC_ROUTES.mahilaSankranti.path} variant="secondary" aria-label="Learn more about the Mahila Sasakti programme">
          Learn More
        </ActionLink>
      </MediaBlock>
      <MediaBlock title="Skills that pay" image="sewing-centre" alt="Women stitching at sewing machines" reverse>
        <p>
          Three-month courses in tailoring, computer basics and food processing, close to home. Women who complete
          tailoring can receive a free sewing machine and start earning from their doorstep.
        </p>
        <ActionLink to={PUBLIC_ROUTES.prashikshanRojgar.path} variant="secondary" aria-label="Learn more about skill training and jobs">
          Learn More
        </ActionLink>
      </MediaBlock>
      <Section title="Help a woman start earning">
        <p>A sewing machine costs ₹10,000. Your gift is tax exempted under 80G.</p>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.whyDonate.path}>Donate Us</ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
