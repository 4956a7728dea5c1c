import { useLayoutEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { SiteNavLink, theme } from 'shared-ui';
import { isMenu, NAVIGATION } from './navigation';
import { menuId, useDropdown } from './useDropdown';
import { inServerHtml, TOGGLE_WITHOUT_MARKER } from './disclosure';
import { keepFocusOnToggleIfShownPage } from './keep-focus-on-toggle';

const Nav = styled.nav`
  @media (max-width: ${theme.breakpoints.navigation}) { display: none; }
  [data-signed-in] & { display: none; }
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
  padding: 0 0.55rem;
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

/**
 * A native disclosure, like the phone menu: a click or Enter opens it as soon as the HTML is
 * painted, before the scripts of a slow connection have arrived, and without JavaScript (the
 * shared `name` keeps one open at a time there). With the scripts, React keeps which one is open.
 */
const Menu = styled.details``;

const MenuToggle = styled.summary`
  ${entryStyle}
  ${TOGGLE_WITHOUT_MARKER}
`;

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

/** The desktop menus' shared name: a browser opens one of them at a time, also without scripts. */
const MENUS_NAME = 'site-menus';
/** The menus' navigation, by which a render in the browser finds them in the server's HTML. */
const NAV_ID = 'site-menus';

/** Which menu the server's HTML has open (a click before the scripts ran). */
const openInServerHtml = () => inServerHtml(`#${NAV_ID} details[open]`)?.dataset.menu ?? null;

export function DesktopNav() {
  const { openMenu, open, close, toggle, follow, closeSoon, closeWhenFocusLeaves, containerRef } = useDropdown(openInServerHtml);
  const { t, i18n } = useLingui();

  // A click while the header was hydrating, after its first render, opened or closed a menu: its
  // toggle event may have gone before React listened.
  useLayoutEffect(() => {
    const shown = containerRef.current?.querySelector<HTMLElement>('details[open]')?.dataset.menu;
    if (shown) follow(shown, true);
    else close();
  }, []);

  return (
    <Nav id={NAV_ID} aria-label={t`Main`} ref={containerRef}>
      <List>
        {NAVIGATION.map((entry) =>
          isMenu(entry) ? (
            <Item key={entry.key} onMouseEnter={() => open(entry.key)} onMouseLeave={closeSoon} onBlur={openMenu === entry.key ? closeWhenFocusLeaves : undefined}>
              <Menu data-menu={entry.key} name={MENUS_NAME} open={openMenu === entry.key} onToggle={(event) => follow(entry.key, event.currentTarget.open)}>
                <MenuToggle
                  aria-controls={menuId(entry.key)}
                  onClick={(event) => {
                    // Once live, React decides (a click right after the hover that opened it keeps it open).
                    event.preventDefault();
                    toggle(entry.key);
                  }}
                >
                  {i18n._(entry.label)} ▾
                </MenuToggle>
                <Dropdown id={menuId(entry.key)}>
                  {entry.items.map((item) => (
                    <li key={item.path}>
                      <DropdownLink
                        to={item.path}
                        onClick={(event) => {
                          keepFocusOnToggleIfShownPage(event.currentTarget, event.currentTarget.closest('details')?.querySelector('summary'));
                          close();
                        }}
                      >
                        {i18n._(item.label)}
                      </DropdownLink>
                    </li>
                  ))}
                </Dropdown>
              </Menu>
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
