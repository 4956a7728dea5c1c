import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { MediaBlock } from '../components/MediaBlock';
import { ActionLink, ActionRow } from '../components/ActionLink';

export function AboutPage() {
  return (
    <Page route={PUBLIC_ROUTES.about} lead="A Gondia charity working with rural women and their villages since 2004.">
      <MediaBlock title="Our story" image="shg-meeting" alt="Women of a self-help group meeting under a tree">
        <p>
          Gondia Gramin Vikas Foundation began with five women&apos;s self-help groups in Tirora block. Twenty years on, we
          work in villages across Gondia district with farmers, schools, the district&apos;s government hospitals and
          thousands of women who now run their own savings groups and small businesses.
        </p>
        <p>
          We are a registered charitable organisation. Donations to us are tax exempted under Section 80G, and we
          publish audited accounts every year.
        </p>
      </MediaBlock>
      <Section title="How we work">
        <ul>
          <li>We start with what a village asks for, agreed in a gram sabha.</li>
          <li>Women lead: most of our field staff and all our group leaders are local women.</li>
          <li>We work alongside panchayats, schools, hospitals and government schemes, not in place of them.</li>
          <li>Every rupee is accounted for and reported to donors.</li>
        </ul>
      </Section>
      <Section title="Learn more about us">
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.whoWeAre.path}>Who we are</ActionLink>
          <ActionLink to={PUBLIC_ROUTES.ourTeam.path} variant="secondary">Our team</ActionLink>
          <ActionLink to={PUBLIC_ROUTES.gallery.path} variant="secondary">Gallery</ActionLink>
          <ActionLink to={PUBLIC_ROUTES.whyDonate.path} variant="secondary">Why donate to us</ActionLink>
        </ActionRow>
      </Section>
    </Page>
  );
}
