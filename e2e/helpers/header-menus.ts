import type { Page } from '@playwright/test';

/**
 * The header's menus are native disclosures (`<details>`): a toggle is a `<summary>`, which
 * Playwright gives no role, so the phone menu's is found by its label.
 */
export const phoneMenuToggle = (page: Page) => page.getByRole('banner').getByLabel('Menu', { exact: true });

export const phoneMenu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

/** A desktop menu's toggle: a `<summary>` too, found by its text ("About Us ▾"). */
export const desktopMenuToggle = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: name });

/** The list a desktop menu opens, by the menu's key (`about-us`). */
export const desktopMenu = (page: Page, key: string) => page.locator(`#menu-${key}`);
