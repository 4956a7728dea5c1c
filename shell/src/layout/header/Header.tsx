import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { SiteLink, theme } from 'shared-ui';
import { ORGANISATION } from 'shared-contracts';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import { RoleLabel } from './RoleLabel';
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
  return (
    <>
      <ScrollBelowHeader />
      <Bar>
        <Inner>
          <Logo to="/" aria-label={t`${name}, home`}>
            <Mark aria-hidden="true">GV</Mark>
            <span>{ORGANISATION.name}</span>
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
