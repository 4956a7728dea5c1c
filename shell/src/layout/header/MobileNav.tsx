import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'shared-contracts/router';
import styled from 'styled-components';
import { SiteNavLink, theme } from 'shared-ui';
import { focusMovedOut } from './focus-moved-out';
import { isMenu, NAVIGATION } from './navigation';

const Wrapper = styled.div`
  @media (min-width: calc(${theme.breakpoints.navigation} + 1px)) { display: none; }
`;

const Toggle = styled.button`
  min-width: 44px;
  min-height: 44px;
  font: inherit;
  font-size: 1.5rem;
  background: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  cursor: pointer;
`;

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: 30;
  max-height: 80vh;
  overflow-y: auto;
  background: #fff;
  border-top: 1px solid ${theme.colors.border};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  padding: 0.5rem 1rem 1rem;
`;

const Group = styled.p`
  margin: 0.75rem 0 0.25rem;
  font-weight: 700;
  color: ${theme.colors.mutedText};
`;

const MobileLink = styled(SiteNavLink)`
  display: block;
  padding: 0.6rem 0.5rem;
  min-height: 44px;
  color: ${theme.colors.text};
  text-decoration: none;
  &.active { color: ${theme.colors.primary}; font-weight: 700; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The phone menu: a toggle, then every link including the mobile-only programme pages. */
export function MobileNav() {
  // The page the menu was opened on: on another page it is closed, also after coming back. Reset
  // while rendering, not by an effect: a tap replayed while the header hydrates lands before the
  // header's effects run, and an effect on mount would close the menu it opened.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const { pathname } = useLocation();
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;
  const { t, i18n } = useLingui();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the menu and gives the focus back to its toggle; Tab moving the focus out of the
  // menu closes it, so the focus never goes on behind the open panel.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && focusMovedOut(event)) setOpenOn(null);
  };

  return (
    <Wrapper onKeyDown={onKeyDown} onBlur={onBlur}>
      <Toggle ref={toggleRef} type="button" data-needs-scripts aria-expanded={open} aria-controls="mobile-menu" aria-label={open ? t`Close menu` : t`Open menu`} onClick={() => setOpenOn(open ? null : pathname)}>
        {open ? '✕' : '☰'}
      </Toggle>
      {open && (
        <Panel id="mobile-menu" aria-label={t`Mobile`}>
          <List>
            {NAVIGATION.map((entry) =>
              isMenu(entry) ? (
                <li key={entry.key}>
                  <Group>{i18n._(entry.label)}</Group>
                  <List>
                    {[...entry.items, ...(entry.mobileOnlyItems ?? [])].map((item) => (
                      <li key={item.path}>
                        <MobileLink to={item.path}>{i18n._(item.label)}</MobileLink>
                      </li>
                    ))}
                  </List>
                </li>
              ) : (
                <li key={entry.path}>
                  <MobileLink to={entry.path} end>
                    {i18n._(entry.label)}
                  </MobileLink>
                </li>
              ),
            )}
          </List>
        </Panel>
      )}
    </Wrapper>
  );
}
