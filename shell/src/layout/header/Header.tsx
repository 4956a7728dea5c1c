import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { PINNED_BAR_MARK, SiteLink, theme } from 'shared-ui';
import { ORGANISATION } from 'shared-contracts';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import { RoleLabel } from './RoleLabel';
import { useHeaderLabel } from 'host-services';
import { OnlyWithoutScripts } from '../without-scripts';
import { ScrollBelowHeader } from './ScrollBelowHeader';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: #fff;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
`;

const Logo = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  font-size: 1.1rem;
  color: ${theme.colors.primary};
  text-decoration: none;
`;

/** Two even lines ("Gondia Gramin / Vikas Foundation") at any width, beside the menu as on a phone. */
const Name = styled.span`
  max-width: 11rem;
  line-height: 1.2;
  text-wrap: balance;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  flex-shrink: 0;
  background: ${theme.colors.primary};
  color: #fff;
  font-size: 0.9rem;
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

export function Header() {
  const { t } = useLingui();
  const name = ORGANISATION.name;
  const signedIn = useHeaderLabel() !== null;
  return (
    <>
      <ScrollBelowHeader />
      {/* Signed in, the logout button (spec §4) takes the room of the menu, which moves into the toggle. */}
      <Bar data-signed-in={signedIn || undefined} {...PINNED_BAR_MARK}>
        <Inner>
          <Logo to="/" aria-label={t`${name}, home`}>
            <Mark aria-hidden="true">GV</Mark>
            <Name>{ORGANISATION.name}</Name>
          </Logo>
          <DesktopNav />
          <Right>
            <RoleLabel />
            <MobileNav />
          </Right>
        </Inner>
      </Bar>
      <OnlyWithoutScripts part="scriptOnlyHidden" />
    </>
  );
}
