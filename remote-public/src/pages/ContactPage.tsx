import { useSearchParams } from 'shared-contracts/router';
import styled from 'styled-components';
import { Banner, theme } from 'shared-ui';
import { ORGANISATION, PUBLIC_ROUTES, formatAddress } from 'shared-contracts';
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

/** Contact (spec §2): form, an embedded map, hours Monday to Sunday 9:00-19:00. */
export function ContactPage() {
  const [params] = useSearchParams();
  const soilTest = params.get('topic') === SOIL_TEST_TOPIC;
  return (
    <Page route={PUBLIC_ROUTES.contact} lead="Write to us, call us or visit our office in Gondia.">
      <Columns>
        <Section title="Send us a message">
          {soilTest && (
            <Banner tone="info">
              Requesting a soil or water test? Please write your village, your crop and whether it is soil, water or
              both in the message. Our field team will call you to collect the sample.
            </Banner>
          )}
          <ContactForm />
        </Section>
        <Section title="Visit or call">
          <address>
            {ORGANISATION.name}
            <br />
            {formatAddress()}
          </address>
          <p>
            Phone: <a href={ORGANISATION.phoneHref}>{ORGANISATION.phone}</a>
            <br />
            E-mail: <a href={`mailto:${ORGANISATION.email}`}>{ORGANISATION.email}</a>
          </p>
          <p>
            <strong>Office hours:</strong> {ORGANISATION.officeHours}
          </p>
        </Section>
      </Columns>
      <Section title="Find us">
        <ClickToLoadMap />
      </Section>
    </Page>
  );
}
