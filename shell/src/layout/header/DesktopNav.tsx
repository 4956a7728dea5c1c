import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { SiteNavLink, theme } from 'shared-ui';
import { isMenu, NAVIGATION } from './navigation';
import { menuId, useDropdown } from './useDropdown';

const Nav = styled.nav`
  @media (max-width: ${theme.breakpoints.navigation}) { display: none; }
`;

const List = styled.ul`
  display: flex;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  position: relative;
`;

const entryStyle = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.7rem;
  font: inherit;
  font-weight: 600;
  color: ${theme.colors.text};
  background: none;
  border: 0;
  cursor: pointer;
  text-decoration: none;
  white-space: nowrap;
  &.active, &:hover { color: ${theme.colors.primary}; }
`;

const TopLink = styled(SiteNavLink)`${entryStyle}`;
const MenuButton = styled.button`${entryStyle}`;

const Dropdown = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 20;
  min-width: 15rem;
  margin: 0;
  padding: 0.5rem 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
`;

const DropdownLink = styled(SiteNavLink)`
  display: block;
  padding: 0.6rem 1rem;
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover, &.active { background: ${theme.colors.surface}; color: ${theme.colors.primary}; }
`;

export function DesktopNav() {
  const { openMenu, open, close, toggle, closeSoon, closeWhenFocusLeaves, containerRef } = useDropdown();
  const { t, i18n } = useLingui();
  return (
    <Nav aria-label={t`Main`} ref={containerRef}>
      <List>
        {NAVIGATION.map((entry) =>
          isMenu(entry) ? (
            <Item key={entry.key} onMouseEnter={() => open(entry.key)} onMouseLeave={closeSoon} onBlur={openMenu === entry.key ? closeWhenFocusLeaves : undefined}>
              <MenuButton
                type="button"
                aria-expanded={openMenu === entry.key}
                aria-controls={menuId(entry.key)}
                data-needs-scripts
                onClick={() => toggle(entry.key)}
              >
                {i18n._(entry.label)} ▾
              </MenuButton>
              {openMenu === entry.key && (
                <Dropdown id={menuId(entry.key)}>
                  {entry.items.map((item) => (
                    <li key={item.path}>
                      <DropdownLink to={item.path} onClick={close}>
                        {i18n._(item.label)}
                      </DropdownLink>
                    </li>
                  ))}
                </Dropdown>
              )}
            </Item>
          ) : (
            <Item key={entry.path}>
              <TopLink to={entry.path} end>
                {i18n._(entry.label)}
              </TopLink>
            </Item>
          ),
        )}
      </List>
    </Nav>
  );
}
