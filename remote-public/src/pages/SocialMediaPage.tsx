import styled from 'styled-components';
import { theme } from 'shared-ui';
import { PUBLIC_ROUTES, SOCIAL_LINKS } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { VisuallyHidden } from '../components/VisuallyHidden';

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
export function SocialMediaPage() {
  return (
    <Page route={PUBLIC_ROUTES.socialMedia} lead="Follow our work, share our stories and talk to us.">
      <Links>
        {SOCIAL_LINKS.map((link) => (
          <li key={link.network}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </Links>
    </Page>
  );
}
