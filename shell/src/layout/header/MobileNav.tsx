import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'shared-contracts/router';
import styled from 'styled-components';
import { SiteNavLink, theme, useCloseWatcher } from 'shared-ui';
import { focusMovedOut } from './focus-moved-out';
import { keepFocusOnToggleIfShownPage } from './keep-focus-on-toggle';
import { inServerHtml, TOGGLE_WITHOUT_MARKER } from './disclosure';
import { isMenu, NAVIGATION } from './navigation';

/**
 * A native disclosure: the browser opens and closes it on a tap or Enter, so the menu works as
 * soon as the HTML is painted, long before the scripts of a slow phone have arrived, and without
 * JavaScript. With the scripts, React keeps its state and closes it on Escape, Tab out and
 * navigation. The icon follows the `open` attribute, which a tap before the scripts ran set too.
 */
const Disclosure = styled.details`
  @media (min-width: calc(${theme.breakpoints.navigation} + 1px)) { display: none; }
  [data-signed-in] & { display: block; }
  &[open] [data-icon='closed'], &:not([open]) [data-icon='open'] { display: none; }
`;

const Toggle = styled.summary`
  display: grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  font-size: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  cursor: pointer;
  ${TOGGLE_WITHOUT_MARKER}
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

/** The menu's id, by which a render in the browser finds it in the server's HTML. */
const MENU_ID = 'phone-menu';

/** The phone menu: a toggle, then every link including the mobile-only programme pages. */
export function MobileNav() {
  const { pathname } = useLocation();
  // The page the menu was opened on: on another page it is closed, also after coming back. Reset
  // while rendering, not by an effect: an effect on mount would close a menu opened before then.
  const [openOn, setOpenOn] = useState<string | null>(() => (inServerHtml(`#${MENU_ID}[open]`) ? pathname : null));
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;
  const { t, i18n } = useLingui();
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // A tap while the header was hydrating, after its first render: its toggle event may have gone
  // before React listened.
  useLayoutEffect(() => {
    if (disclosureRef.current?.open) setOpenOn(pathname);
  }, []);

  // Open at the top of the page, the panel starts below the top bar: it ends at the screen's
  // bottom, so its last link is in reach without moving the page (80vh until the scripts run). A
  // measurement, not render output: written to the element, not kept in state.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (open && panel) panel.style.maxHeight = `${Math.max(0, window.innerHeight - panel.getBoundingClientRect().top)}px`;
  }, [open]);

  // Escape (and Android's Back) closes the menu and gives the focus back to its toggle; Tab moving
  // the focus out of the menu closes it, so the focus never goes on behind the open panel.
  const closeByHand = () => {
    setOpenOn(null);
    toggleRef.current?.focus();
  };
  useCloseWatcher(open, closeByHand);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key === 'Escape' && open) closeByHand();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (open && focusMovedOut(event)) setOpenOn(null);
  };

  return (
    <Disclosure
      id={MENU_ID}
      ref={disclosureRef}
      open={open}
      onToggle={(event) => setOpenOn(event.currentTarget.open ? pathname : null)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Toggle ref={toggleRef} aria-label={t`Menu`}>
        <span aria-hidden="true" data-icon="closed">☰</span>
        <span aria-hidden="true" data-icon="open">✕</span>
      </Toggle>
      <Panel
        ref={panelRef}
        aria-label={t({ message: 'Mobile', context: 'The phone menu' })}
        // A link to the page shown changes no path, and would leave the menu over the page. Seen
        // before the link navigates, while the address is still the page shown.
        onClickCapture={(event) => {
          const link = (event.target as Element).closest('a');
          if (!link) return;
          setOpenOn(null);
          keepFocusOnToggleIfShownPage(link, toggleRef.current);
        }}
      >
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
    </Disclosure>
  );
}
