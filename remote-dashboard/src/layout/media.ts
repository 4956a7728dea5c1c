import { theme } from 'shared-ui';

/** Below the theme's mobile breakpoint the sidebar becomes a drawer behind a toggle. */
export const mobileOnly = `@media (max-width: calc(${theme.breakpoints.mobile} - 0.02px))`;
export const desktopOnly = `@media (min-width: ${theme.breakpoints.mobile})`;
