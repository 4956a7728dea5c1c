import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { VolunteerForm } from '../forms/VolunteerForm';

/** Volunteer (spec §2, path /volenture): full name, email, phone, skills. */
export function VolunteerPage() {
  return (
    <Page route={PUBLIC_ROUTES.volunteer} heading="Volunteer With Us" lead="Your time and skills can change a village. Tell us what you are good at, and we will find the right place for you.">
      <Section title="Where volunteers help">
        <ul>
          <li>Teaching and evening study classes for children.</li>
          <li>Health camps, registration and awareness sessions.</li>
          <li>Training women in computers, accounts or marketing.</li>
          <li>Photography, writing and social media for our campaigns.</li>
        </ul>
      </Section>
      <Section title="Sign up as a volunteer">
        <VolunteerForm />
      </Section>
    </Page>
  );
}
