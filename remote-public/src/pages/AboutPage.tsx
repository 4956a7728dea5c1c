import { Trans, useLingui } from '@lingui/react/macro';
import { ORGANISATION, PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/about/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { MediaBlock } from '../components/MediaBlock';
import { ActionLink, ActionRow } from '../components/ActionLink';

const catalog = pageCatalog('about', messages);

export const AboutPage = translatedPage([catalog], About);

function About() {
  const { t } = useLingui();
  const name = ORGANISATION.name;
  return (
    <Page route={PUBLIC_ROUTES.about} lead={t`A Gondia charity working with rural women and their villages since 2004.`}>
      <MediaBlock title={t`Our story`} image="shg-meeting" alt={t`Women of a self-help group meeting under a tree`}>
        <p>
          <Trans>
            {name} began with five women&apos;s self-help groups in Tirora block. Twenty years on, we work in villages
            across Gondia district with farmers, schools, the district&apos;s government hospitals and thousands of women
            who now run their own savings groups and small businesses.
          </Trans>
        </p>
        <p>
          <Trans>
            We are a registered charitable organisation. Donations to us are tax exempted under Section 80G, and we
            publish audited accounts every year.
          </Trans>
        </p>
      </MediaBlock>
      <Section title={t`How we work`}>
        <ul>
          <li>
            <Trans>We start with what a village asks for, agreed in a gram sabha.</Trans>
          </li>
          <li>
            <Trans>Women lead: most of our field staff and all our group leaders are local women.</Trans>
          </li>
          <li>
            <Trans>We work alongside panchayats, schools, hospitals and government schemes, not in place of them.</Trans>
          </li>
          <li>
            <Trans>Every rupee is accounted for and reported to donors.</Trans>
          </li>
        </ul>
      </Section>
      <Section title={t`Learn more about us`}>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.whoWeAre.path}>
            <Trans>Who we are</Trans>
          </ActionLink>
          <ActionLink to={PUBLIC_ROUTES.ourTeam.path} variant="secondary">
            <Trans>Our team</Trans>
          </ActionLink>
          <ActionLink to={PUBLIC_ROUTES.gallery.path} variant="secondary">
            <Trans>Gallery</Trans>
          </ActionLink>
          <ActionLink to={PUBLIC_ROUTES.whyDonate.path} variant="secondary">
            <Trans>Why donate to us</Trans>
          </ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
