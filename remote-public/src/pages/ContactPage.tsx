import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme, useHydrated, WhatsAppLink } from 'shared-ui';
import { useHost } from 'shared-contracts/host';
import { formChoicesCatalog, translatedPage, useLanguage } from 'shared-ui/i18n';
import { ORGANISATION, PUBLIC_ROUTES, formatAddress } from 'shared-contracts';
import { pageCatalog } from '../locales/catalogs';
import { FORM_CATALOGS } from '../locales/forms-catalog';
import { messages } from '../locales/pages/contact/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { ClickToLoadMap } from '../components/ClickToLoadMap';
import { ContactForm } from '../forms/ContactForm';
import { CallBackForm } from '../forms/CallBackForm';

/* minmax(0, …): a column is as narrow as the screen, whatever its content (a select's longest choice) would rather have. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 2.5rem;
  @media (min-width: ${theme.breakpoints.mobile}) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;

const catalog = pageCatalog('contact', messages);

/** Contact (spec §2): form, an embedded map, hours Monday to Sunday 9:00-19:00; and a call back for those without e-mail. */
export const ContactPage = translatedPage([catalog, ...FORM_CATALOGS, formChoicesCatalog], Contact);

function Contact() {
  const { t } = useLingui();
  const language = useLanguage();
  const { name, phone, phoneHref, email } = ORGANISATION;
  const host = useHost();
  // The number is the deployment's, not the build's: the page's HTML is made at build, so the link joins after
  // hydrating (marked data-runtime-config), at the end of its column: beside the form on wide screens, and
  // below the fold on phones, where the columns stack.
  const whatsapp = useHydrated() ? host.config.whatsapp : null;
  return (
    <Page route={PUBLIC_ROUTES.contact} lead={t`Write to us, call us or visit our office in Gondia.`}>
      <Columns>
        <Section title={t`Send us a message`}>
          <ContactForm />
        </Section>
        <Section title={t`Visit or call`}>
          <address>
            {name}
            <br />
            {formatAddress(language)}
          </address>
          <p>
            <Trans>
              Phone: <a href={phoneHref}>{phone}</a>
              <br />
              E-mail: <a href={`mailto:${email}`}>{email}</a>
            </Trans>
          </p>
          <p>
            <Trans>
              <strong>Office hours:</strong> Monday to Sunday 9:00-19:00
            </Trans>
          </p>
          {whatsapp && (
            <p data-runtime-config>
              <Trans>
                Or message us: <WhatsAppLink number={whatsapp} />
              </Trans>
            </p>
          )}
        </Section>
        {/* In the message form's column on wide screens: its fields as wide as that form's. */}
        <Section title={t`Request a call back`}>
          <p>
            <Trans>No e-mail? Leave your phone number and village, and we will call you.</Trans>
          </p>
          <CallBackForm />
        </Section>
      </Columns>
      <Section title={t`Find us`}>
        <ClickToLoadMap />
      </Section>
    </Page>
  );
}
