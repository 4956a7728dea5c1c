import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from 'shared-contracts/router';
import styled from 'styled-components';
import { LanguageSwitch, SiteLink, theme } from 'shared-ui';
import { DASHBOARD_PREFIX, ORGANISATION, sidebarEntriesFor, type DashboardRole } from 'shared-contracts';
import { desktopOnly, MOBILE_BAR_HEIGHT, mobileOnly } from './media';
import { sidebarLabel } from './sidebar-labels';

export const SIDEBAR_ID = 'dashboard-sidebar';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  width: 250px;
  flex-shrink: 0;
  padding: 1rem;
  background: ${theme.colors.surface};
  border-right: 1px solid ${theme.colors.border};
  ${desktopOnly} {
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
  }
  ${mobileOnly} {
    position: fixed;
    top: ${MOBILE_BAR_HEIGHT};
    bottom: 0;
    left: 0;
    z-index: 50;
    overflow-y: auto;
    transform: translateX(-100%);
    visibility: hidden;
    transition: transform 0.2s ease, visibility 0.2s;
    &[data-open='true'] {
      transform: none;
      visibility: visible;
    }
  }
`;

const Logo = styled(SiteLink)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  color: ${theme.colors.primary};
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${theme.colors.primary};
  color: #fff;
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const Entry = styled(NavLink)`
  display: block;
  padding: 0.6rem 0.75rem;
  border-radius: ${theme.radius};
  color: ${theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  &:hover {
    background: #ffedd5;
  }
  &.active {
    background: ${theme.colors.primary};
    color: #fff;
  }
`;

/** The language and signing out, at the foot of the sidebar. */
const Settings = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-top: auto;
`;

/** Who is signed in: on the office's shared computer, staff see whose account this is before they act. */
const SignedInAs = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.mutedText};
  overflow-wrap: anywhere;
`;

const Logout = styled.button`
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** The spec's sidebar: its entries filtered by the signed-in role, the current one highlighted. */
interface SidebarProps {
  role: DashboardRole;
  email: string;
  open: boolean;
  /** Called when an entry is chosen, so the phone drawer closes at once (not only once the page loaded). */
  onNavigate(): void;
  /** Logout: ends the session and goes to the login screen (useSignOut). */
  onSignOut(): void;
}

export function Sidebar({ role, email, open, onNavigate, onSignOut }: SidebarProps) {
  const { t, i18n } = useLingui();
  const organisation = ORGANISATION.name;

  return (
    <Panel id={SIDEBAR_ID} data-open={open} data-testid="sidebar">
      <Logo to="/" aria-label={t`${organisation}, home page`}>
        <Mark aria-hidden="true">GV</Mark>
        <span aria-hidden="true">{ORGANISATION.name}</span>
      </Logo>
      <nav aria-label={t`Dashboard`}>
        <Links>
          {sidebarEntriesFor(role).map((entry) => (
            <li key={entry.path}>
              <Entry to={entry.path} end={entry.path === DASHBOARD_PREFIX} onClick={onNavigate}>
                {sidebarLabel(entry, i18n)}
              </Entry>
            </li>
          ))}
        </Links>
      </nav>
      <Settings>
        <LanguageSwitch />
        <SignedInAs>
          <Trans>Signed in as {email}</Trans>
        </SignedInAs>
        <Logout type="button" onClick={onSignOut}>
          <Trans>Logout</Trans>
        </Logout>
      </Settings>
    </Panel>
  );
}
