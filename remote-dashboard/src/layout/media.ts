import { theme } from 'shared-ui';

/** Below the theme's mobile breakpoint the sidebar becomes a drawer behind a toggle. */
export const mobileOnly = `@media (max-width: calc(${theme.breakpoints.mobile} - 0.02px))`;
/** Where the sidebar sits beside the page: a media query, for CSS and for `matchMedia`. */
export const DESKTOP_QUERY = `(min-width: ${theme.breakpoints.mobile})`;
export const desktopOnly = `@media ${DESKTOP_QUERY}`;

/** The phone's top bar: the drawer and its shade start below it, so its toggle stays the way to close them. */
export const MOBILE_BAR_HEIGHT = '60px';
