import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { FORM_CATALOGS } from '../locales/forms-catalog';
import { messages } from '../locales/pages/hero-member/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { HeroMemberForm } from '../forms/HeroMemberForm';

const catalog = pageCatalog('hero-member', messages);

/** Become a Hero member (spec §2): benefits (including 80G) and the volunteer sign-up form. */
export const HeroMemberPage = translatedPage([catalog, ...FORM_CATALOGS], HeroMember);

function HeroMember() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.heroMember} lead={t`Give a few hours or a monthly gift, and become part of the change in Gondia's villages.`}>
      <Section title={t`Benefits of membership`}>
        <ul>
          <li>
            <Trans>Tax deduction under Section 80G on your membership contributions and donations.</Trans>
          </li>
          <li>
            <Trans>A quarterly report from the villages you support, with photographs.</Trans>
          </li>
          <li>
            <Trans>Invitations to our events, field visits and the yearly Mahila Melava.</Trans>
          </li>
          <li>
            <Trans>Volunteering matched to your skills, in Gondia or from home.</Trans>
          </li>
          <li>
            <Trans>A certificate of volunteering for students and professionals.</Trans>
          </li>
        </ul>
      </Section>
      <Section title={t`Volunteer Sign-Up Form`}>
        <HeroMemberForm />
      </Section>
    </Page>
  );
}
