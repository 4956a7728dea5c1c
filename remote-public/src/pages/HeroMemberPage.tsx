import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { HeroMemberForm } from '../forms/HeroMemberForm';

/** Become a Hero member (spec §2): benefits (including 80G) and the volunteer sign-up form. */
export function HeroMemberPage() {
  return (
    <Page route={PUBLIC_ROUTES.heroMember} lead="Give a few hours or a monthly gift, and become part of the change in Gondia's villages.">
      <Section title="Benefits of membership">
        <ul>
          <li>Tax deduction under Section 80G on your membership contributions and donations.</li>
          <li>A quarterly report from the villages you support, with photographs.</li>
          <li>Invitations to our events, field visits and the yearly Mahila Melava.</li>
          <li>Volunteering matched to your skills, in Gondia or from home.</li>
          <li>A certificate of volunteering for students and professionals.</li>
        </ul>
      </Section>
      <Section title="Volunteer Sign-Up Form">
        <HeroMemberForm />
      </Section>
    </Page>
  );
}
