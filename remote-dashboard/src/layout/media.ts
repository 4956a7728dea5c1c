import { theme } from 'shared-ui';

/** Below the theme's mobile breakpoint the sidebar becomes a drawer behind a toggle. */
export const mobileOnly = `@media (max-width: calc(${theme.breakpoints.mobile} - 0.02px))`;
export const desktopOnly = `@media (min-width: ${theme.breakpoints.mobile})`;

/** The phone's top bar: the drawer and its shade start below it, so its toggle stays the way to close them. */
export const MOBILE_BAR_HEIGHT = '60px';
