import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'shared-contracts/router';
import { ORGANISATION, PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/help/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';

const catalog = pageCatalog('help', messages);
const { phone, phoneHref, email } = ORGANISATION;
const mailto = `mailto:${email}`;

/** Help and support (spec §2): helpline hours Monday to Friday, 9 AM to 6 PM. */
export const HelpPage = translatedPage([catalog], Help);

function Help() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.help} lead={t`We are happy to help with donations, volunteering, applications and anything else.`}>
      <Section title={t`Helpline`}>
        <p>
          <Trans>
            Call <a href={phoneHref}>{phone}</a>, Monday to Friday, 9 AM to 6 PM. You can speak Marathi, Hindi or English.
          </Trans>
        </p>
        <p>
          <Trans>
            E-mail <a href={mailto}>{email}</a> at any time; we answer within two working days.
          </Trans>
        </p>
      </Section>
      <Section title={t`Common requests`}>
        <ul>
          <li>
            <Trans>
              Questions about donating, receipts or 80G: see <Link to={PUBLIC_ROUTES.faqs.path}>our FAQs</Link> or{' '}
              <Link to={PUBLIC_ROUTES.whyDonate.path}>the donation page</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              Applying for a tailoring machine: <Link to={PUBLIC_ROUTES.freeService.path}>Free Service</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              Volunteering: <Link to={PUBLIC_ROUTES.volunteer.path}>the volunteer form</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              Anything else: <Link to={PUBLIC_ROUTES.contact.path}>write to us</Link>.
            </Trans>
          </li>
        </ul>
      </Section>
    </Page>
  );
}
