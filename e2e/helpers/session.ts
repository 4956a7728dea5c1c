import type { Cookie, Page } from '@playwright/test';

export const DAY_SECONDS = 24 * 60 * 60;

/** The session cookie the shell sets on login, if any. */
export async function tokenCookie(page: Page): Promise<Cookie | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'token');
}

/** The local-storage keys that decide the header's role label (spec §4). */
export async function headerLabelKeys(page: Page): Promise<{ admin: string | null; user: string | null }> {
  return page.evaluate(() => ({ admin: localStorage.getItem('admin'), user: localStorage.getItem('user') }));
}
