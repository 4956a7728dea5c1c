import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { SiteLink, theme } from 'shared-ui';
import { isMenu, NAVIGATION } from './navigation';

const Pages = styled.nav`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  ul { display: flex; flex-wrap: wrap; gap: 0 1rem; list-style: none; margin: 0; padding: 0; }
  a { display: inline-block; min-height: 32px; padding: 0.3rem 0; color: ${theme.colors.text}; }
  /* A phone's menu opens without scripts. */
  @media (max-width: ${theme.breakpoints.navigation}) { display: none; }
`;

/**
 * What does nothing without scripts carries `data-needs-scripts`, in the frame (the desktop menus'
 * buttons, whose pages are listed here instead) and in every remote's pages: a browser without scripts
 * hides it. This list is on every page with the frame, so the rule comes with it.
 */
const HIDE_SCRIPT_ONLY = '[data-needs-scripts]{display:none}';

/** Every page of the header's menus (the phone menu's included) as plain links, for a desktop browser without JavaScript. */
export function NavigationWithoutScripts() {
  const { t, i18n } = useLingui();
  const links = NAVIGATION.flatMap((entry) => (isMenu(entry) ? [...entry.items, ...(entry.mobileOnlyItems ?? [])] : [entry]));
  return (
    <Pages aria-label={t`Site pages`}>
      <style>{HIDE_SCRIPT_ONLY}</style>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <SiteLink to={link.path}>{i18n._(link.label)}</SiteLink>
          </li>
        ))}
      </ul>
    </Pages>
  );
}
