import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A page of the site is live once React has taken over its frame: before that a click does nothing
 * (it is HTML from the server). A click on a remote's part is handled once React can hydrate that
 * part, i.e. once the remote's code has arrived; a test that clicks there at once waits for it
 * (waitForReactHeading). A visitor on a slow phone may tap twice; a test should not have to.
 */
export async function waitForLiveSite(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const frame = document.getElementById('root')?.firstElementChild;
    return frame != null && Object.keys(frame).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Playwright's `test`, whose page waits after each navigation to a page of the site until it is live. */
export const test = base.extend({
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          const html = response?.headers()['content-type']?.startsWith('text/html');
          if (html && (await page.locator('#root').count()) > 0) await waitForLiveSite(page);
          return response;
        },
      });
    }
    await use(page);
  },
});
