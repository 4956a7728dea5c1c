import { Link } from 'shared-contracts/router';
import { ORGANISATION, PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';

/** Help and support (spec §2): helpline hours Monday to Friday, 9 AM to 6 PM. */
export function HelpPage() {
  return (
    <Page route={PUBLIC_ROUTES.help} lead="We are happy to help with donations, volunteering, applications and anything else.">
      <Section title="Helpline">
        <p>
          Call <a href={ORGANISATION.phoneHref}>{ORGANISATION.phone}</a>, {ORGANISATION.helplineHours}. You can speak
          Marathi, Hindi or English.
        </p>
        <p>
          E-mail <a href={`mailto:${ORGANISATION.email}`}>{ORGANISATION.email}</a> at any time; we answer within two
          working days.
        </p>
      </Section>
      <Section title="Common requests">
        <ul>
          <li>
            Questions about donating, receipts or 80G: see <Link to={PUBLIC_ROUTES.faqs.path}>our FAQs</Link> or{' '}
            <Link to={PUBLIC_ROUTES.whyDonate.path}>the donation page</Link>.
          </li>
          <li>
            Applying for a tailoring machine: <Link to={PUBLIC_ROUTES.freeService.path}>Free Service</Link>.
          </li>
          <li>
            Volunteering: <Link to={PUBLIC_ROUTES.volunteer.path}>the volunteer form</Link>.
          </li>
          <li>
            Anything else: <Link to={PUBLIC_ROUTES.contact.path}>write to us</Link>.
          </li>
        </ul>
      </Section>
    </Page>
  );
}
