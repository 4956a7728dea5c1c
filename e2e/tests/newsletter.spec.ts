import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { CONFIRMATION_MESSAGES, PUBLIC_ROUTES } from 'shared-contracts';
import { adminSubmissions, adminToken } from '../helpers/admin-api';
import { scrollToFooter } from '../helpers/forms';
import { waitForMail } from '../harness/mailbox';

/** Newsletter double opt-in: a subscription waits for its address's owner, who confirms or ends it from the mailed link. */

/** The path and query of the owner's newsletter link in a mail: the harness's site may answer at another port than the mail's SITE_URL. */
function newsletterLinkIn(text: string): string {
  const link = /https?:\/\/\S+?(\/(?:hi\/|mr\/)?newsletter\?token=\S+)/.exec(text);
  expect(link, text).not.toBeNull();
  return link![1];
}

async function subscribeInFooter(page: Page, path: string, address: string) {
  await page.goto(path);
  await scrollToFooter(page);
  const form = page.getByRole('contentinfo').locator('form');
  await form.locator('input[type="email"]').fill(address);
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('status')).toBeVisible();
}

test('a subscription from a Marathi page is confirmed from the mailed link only by its button, then ended by the other', async ({ page, request }) => {
  const address = `reader-${Date.now()}@e2e.test`;
  const since = Date.now();
  await subscribeInFooter(page, '/mr/event', address);
  const mail = await waitForMail(address, since);
  expect(mail.subject).toMatch(/[\u0900-\u097F]/);
  const link = newsletterLinkIn(mail.body);
  expect(link).toMatch(/^\/mr\/newsletter\?/);

  const token = await adminToken(request);
  const stateOf = async () => (await adminSubmissions(request, token, 'newsletter', address)).map((entry) => entry.data.confirmedAt);
  // Opening the link, as a mail scanner does, confirms nothing.
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  const confirm = page.getByRole('button', { name: 'माझ्या सदस्यत्वाची पुष्टी करा' });
  await expect(confirm).toBeEnabled();
  expect(await stateOf()).toEqual(['']);

  await confirm.click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('तुमच्या सदस्यत्वाची पुष्टी झाली आहे. धन्यवाद!');
  expect((await stateOf())[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await page.getByRole('button', { name: 'सदस्यत्व रद्द करा' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('हा पत्ता आता आमच्या न्यूजलेटर यादीत नाही.');
  expect(await stateOf()).toEqual([]);
});

test("the staff list's unsubscribe link opens in English, cannot confirm, and ends a subscription for someone who asked by phone", async ({ page, request }) => {
  const address = `caller-${Date.now()}@e2e.test`;
  await subscribeInFooter(page, PUBLIC_ROUTES.events.path, address);
  const token = await adminToken(request);
  const [entry] = await adminSubmissions(request, token, 'newsletter', address);
  const link = new URL(entry.data.unsubscribeLink);
  await page.goto(link.pathname + link.search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(CONFIRMATION_MESSAGES.newsletterUnsubscribed);
  expect(await adminSubmissions(request, token, 'newsletter', address)).toEqual([]);
});
