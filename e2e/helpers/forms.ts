import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { escapeRegExp } from './reg-exp';

/** Brings the footer into view once the page has shown its heading: its newsletter form loads only then. */
export async function scrollToFooter(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

/** The control whose label reads exactly `label`, with or without the required marker ' *'. */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s\\*)?$`));
}

/** Types each value into the control labelled with its key (select elements get the option chosen). */
export async function fillFields(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = field(form, label);
    const tag = await control.evaluate((element) => element.tagName);
    if (tag === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

/** Presses the form's submit button and returns the API's answer to the POST it sends to `apiPath`. */
export async function submitTo(page: Page, form: Locator, submitLabel: string, apiPath: string): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api${apiPath}`,
  );
  await form.getByRole('button', { name: submitLabel }).click();
  return answer;
}

/** The green banner shows exactly the thank-you the server sent for a stored entry. */
export async function expectConfirmation(form: Locator, response: Response): Promise<void> {
  expect(response.status()).toBe(201);
  const { message } = (await response.json()) as { message: string };
  const banner = form.getByRole('status');
  await expect(banner).toHaveText(message);
  await expect(banner).toHaveAttribute('data-tone', 'success');
}

/** Counts the requests to `apiPath` a page sends, so a test can prove an invalid form sent nothing. */
export function countPosts(page: Page, apiPath: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${apiPath}`) count += 1;
  });
  return () => count;
}
