import { useLingui } from '@lingui/react/macro';
import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import { LanguageSwitch, theme, visuallyHidden, WhatsAppLink } from 'shared-ui';
import { useHost } from 'shared-contracts/host';
import { AUTH_ROUTES, ORGANISATION, SOCIAL_LINKS } from 'shared-contracts';
import { MailIcon, PhoneIcon, UserIcon } from './icons';

const Bar = styled.div`
  background: ${theme.colors.primaryDark};
  color: #fff;
  font-size: 0.9rem;
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
  a { color: #fff; display: inline-flex; align-items: center; gap: 0.35rem; min-height: 32px; min-width: 32px; justify-content: center; }
  /* The site's blue ring is too faint on this dark bar (1.8:1), and the header below covers its
     outer edge: a white ring inside the link. */
  a:focus-visible { outline-color: #fff; outline-offset: -3px; }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
`;

/**
 * On a phone the address alone took a whole row of the bar (four rows, 140 px, before the header):
 * there the envelope stands for it, and the address stays the link's name for screen readers.
 */
const EmailAddress = styled.span`
  @media (max-width: 599px) {
    ${visuallyHidden}
  }
`;

/** Plain letters and common shapes: an older phone's fonts may lack a symbol such as 𝕏 (a box instead). */
const SOCIAL_SHORT: Record<string, string> = {
  facebook: 'f',
  twitter: 'X',
  instagram: 'IG',
  linkedin: 'in',
  youtube: '▶',
};

/** Phone, e-mail, WhatsApp (when configured), social links and the staff login icon (spec §2). */
export function TopBar() {
  const { t } = useLingui();
  const { whatsapp } = useHost().config;
  return (
    <Bar>
      <Inner>
        <Group>
          <a href={ORGANISATION.phoneHref}>
            <PhoneIcon /> {ORGANISATION.phone}
          </a>
          <a href={`mailto:${ORGANISATION.email}`}>
            <MailIcon /> <EmailAddress>{ORGANISATION.email}</EmailAddress>
          </a>
          {whatsapp && <WhatsAppLink number={whatsapp} />}
        </Group>
        <Group>
          {SOCIAL_LINKS.filter((link) => link.network in SOCIAL_SHORT).map(({ network, url, label }) => (
            <a key={network} href={url} target="_blank" rel="noopener noreferrer" aria-label={t`${label} (opens in a new tab)`}>
              <span aria-hidden="true">{SOCIAL_SHORT[network]}</span>
            </a>
          ))}
          <LanguageSwitch />
          <Link to={AUTH_ROUTES.login.path} aria-label={t`Staff login`} title={t`Staff login`}>
            <UserIcon />
          </Link>
        </Group>
      </Inner>
    </Bar>
  );
}
