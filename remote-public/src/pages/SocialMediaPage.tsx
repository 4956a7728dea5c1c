import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme, VisuallyHidden } from 'shared-ui';
import { PUBLIC_ROUTES, SOCIAL_LINKS } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/social-media/en.po';
import { Page } from '../components/layout/Page';

const catalog = pageCatalog('social-media', messages);

/** Labels that are more than a network's name, by SOCIAL_LINKS network; the others show as they are. */
const TRANSLATED_LABELS: Partial<Record<string, MessageDescriptor>> = {
  'whatsapp-community': msg`WhatsApp Community`,
};

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: 1rem;
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  a {
    display: flex;
    align-items: center;
    min-height: 56px;
    padding: 0.75rem 1rem;
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radius};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { background: ${theme.colors.surface}; }
`;

/** Connect on social media (spec §2): seven links, each in a new tab. */
export const SocialMediaPage = translatedPage([catalog], SocialMedia);

function SocialMedia() {
  const { t, i18n } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.socialMedia} lead={t`Follow our work, share our stories and talk to us.`}>
      <Links>
        {SOCIAL_LINKS.map((link) => {
          const label = TRANSLATED_LABELS[link.network];
          return (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {label ? i18n._(label) : link.label}
                <VisuallyHidden>
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </VisuallyHidden>
              </a>
            </li>
          );
        })}
      </Links>
    </Page>
  );
}
