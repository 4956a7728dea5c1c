import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts-api';

export interface Credentials {
  email: string;
  password: string;
}

/** What a visitor types into the signup form. */
export interface SignupDetails extends Credentials {
  name: string;
  mobile: string;
}

export function newSignup(prefix: string): SignupDetails {
  return { name: `E2E ${prefix}`, mobile: '9876543210', email: uniqueEmail(prefix), password: 'Sewing-machine-42' };
}

/** Fills and sends the login form of the current page. */
export async function fillLoginForm(page: Page, { email, password }: Credentials): Promise<void> {
  // The footer has an e-mail field of its own (newsletter), so look inside the page's main area.
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in on /login as a visitor would and waits for the dashboard. */
export async function loginThroughUi(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, credentials);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Types a code into the one-digit boxes (the first box spreads the digits over the rest). */
export async function fillCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: `Digit 1 of ${code.length}` }).fill(code);
}

/** A different code of the same length: the real one with its last digit changed. */
export function wrongCodeFor(code: string): string {
  const last = Number(code.at(-1));
  return code.slice(0, -1) + String((last + 1) % 10);
}
