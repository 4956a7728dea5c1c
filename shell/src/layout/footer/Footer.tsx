import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { RegistrationNumbers, SiteLink, theme } from 'shared-ui';
import { formatAddress, ORGANISATION } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { FOOTER_LINKS } from './footer-links';
import { LazyNewsletterForm } from './LazyNewsletterForm';
import { useLanguage } from 'shared-ui/i18n';

const Bar = styled.footer`
  margin-top: 3rem;
  background: ${theme.colors.surface};
  border-top: 4px solid ${theme.colors.primary};
`;

const Inner = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem;
  h2 { font-size: 1.1rem; margin-top: 0; }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a { display: inline-block; padding: 0.3rem 0; min-height: 24px; }
`;

// The phone number is how visitors without e-mail reach the charity: a whole tap target, each on its line.
const Address = styled.address`
  a { display: inline-flex; align-items: center; min-height: 44px; }
`;

// Room below the page's last line for the back-to-top button, which floats over the bottom corner.
const Legal = styled.p`
  text-align: center;
  margin: 0;
  padding: 1rem 1rem calc(2rem + 48px);
  font-size: 0.9rem;
  color: ${theme.colors.mutedText};
`;

export function Footer() {
  const { registrations } = useHost().config;
  const { i18n } = useLingui();
  const language = useLanguage();
  const year = new Date().getFullYear();
  const name = ORGANISATION.name;
  return (
    <Bar>
      <Inner>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{ORGANISATION.name}</h2>
          <Address>
            {formatAddress(language)}
            <br />
            <a href={ORGANISATION.phoneHref}>{ORGANISATION.phone}</a>
            <br />
            <a href={`mailto:${ORGANISATION.email}`}>{ORGANISATION.email}</a>
          </Address>
          <RegistrationNumbers registrations={registrations} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">
            <Trans>Quick links</Trans>
          </h2>
          <Links>
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <SiteLink to={link.path}>{i18n._(link.label)}</SiteLink>
              </li>
            ))}
          </Links>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">
            <Trans>Stay in touch</Trans>
          </h2>
          <LazyNewsletterForm />
        </section>
      </Inner>
      {/* The server's frame may be from before a new year began where the visitor is. */}
      <Legal suppressHydrationWarning>
        <Trans>
          © {year} {name}. Donations are tax exempted under Section 80G.
        </Trans>
      </Legal>
    </Bar>
  );
}
