import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'shared-contracts/router';
import styled from 'styled-components';
import { Banner, theme } from 'shared-ui';
import { useCatalog, useLanguage } from 'shared-ui/i18n';
import { ORGANISATION, PUBLIC_ROUTES, formatAddress } from 'shared-contracts';
import { formsCatalog, pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/contact/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { ClickToLoadMap } from '../components/ClickToLoadMap';
import { ContactForm } from '../forms/ContactForm';
import { SOIL_TEST_TOPIC } from '../content/contact-topics';

const Columns = styled.div`
  display: grid;
  gap: 0 2.5rem;
  @media (min-width: ${theme.breakpoints.mobile}) { grid-template-columns: 3fr 2fr; }
`;

const catalog = pageCatalog('contact', messages);

/** Contact (spec §2): form, an embedded map, hours Monday to Sunday 9:00-19:00. */
export function ContactPage() {
  // The form's catalog too, so both load side by side.
  useCatalog(catalog, formsCatalog);
  const { t } = useLingui();
  const language = useLanguage();
  const [params] = useSearchParams();
  const soilTest = params.get('topic') === SOIL_TEST_TOPIC;
  const { name, phone, phoneHref, email } = ORGANISATION;
  return (
    <Page route={PUBLIC_ROUTES.contact} lead={t`Write to us, call us or visit our office in Gondia.`}>
      <Columns>
        <Section title={t`Send us a message`}>
          {soilTest && (
            <Banner tone="info">
              <Trans>
                Requesting a soil or water test? Please write your village, your crop and whether it is soil, water or
                both in the message. Our field team will call you to collect the sample.
              </Trans>
            </Banner>
          )}
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
        </Section>
      </Columns>
      <Section title={t`Find us`}>
        <ClickToLoadMap />
      </Section>
    </Page>
  );
}
