import type { Page } from '@playwright/test';

/**
 * The header's phone menu is a native disclosure (`<details>`): its toggle is a `<summary>`, which
 * Playwright gives no role, so it is found by its label.
 */
export const phoneMenuToggle = (page: Page) => page.getByRole('banner').getByLabel('Menu', { exact: true });

export const phoneMenu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });
