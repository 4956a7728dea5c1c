import { createGlobalStyle } from 'styled-components';
import { theme } from 'shared-ui';

/**
 * The header stays at the top of the window, so whatever the browser scrolls to (a link's
 * #anchor, a field reached with Tab) comes to rest below it instead of under it (WCAG 2.4.11).
 * At least the header's height in each layout: a single row on phones (about 4.5rem), the logo
 * beside a menu that may wrap to two rows on wide screens (up to about 8rem).
 */
export const ScrollBelowHeader = createGlobalStyle`
  html { scroll-padding-top: 5rem; }
  @media (min-width: calc(${theme.breakpoints.navigation} + 1px)) {
    html { scroll-padding-top: 8.5rem; }
  }
`;
