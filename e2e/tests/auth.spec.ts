import { expect, test } from '../fixtures';
import { waitForCode } from '../harness/mailbox';
import { ADMIN } from '../harness/ports';
import { createVerifiedAccount, signInWithCookie } from '../helpers/accounts-api';
import { fillCode, fillLoginForm, loginThroughUi, newSignup, wrongCodeFor } from '../helpers/accounts';
import { DAY_SECONDS, headerLabelKeys, tokenCookie } from '../helpers/session';
import { phoneMenu, phoneMenuToggle } from '../helpers/header-menus';

test('signup, code from the mail, verify, login: the dashboard and a 7-day cookie', async ({ page }) => {
  const account = newSignup('signup');
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/register')) registerCalls.push(request.method());
  });

  await page.goto('/signup');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Signup' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill(account.name);
  await main.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(account.mobile);
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await main.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(`${account.password}-typo`);
  await main.getByRole('button', { name: 'Signup' }).click();
  await expect(main.getByText('passwords do not match')).toBeVisible();
  expect(registerCalls).toEqual([]);

  await main.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(account.password);
  const since = Date.now();
  await main.getByRole('button', { name: 'Signup' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
  await expect(main.getByText(account.email)).toBeVisible();
  const code = await waitForCode(account.email, since);

  await fillCode(page, wrongCodeFor(code));
  await main.getByRole('button', { name: 'verify' }).click();
  await expect(main.getByText('wrong otp')).toBeVisible();

  await fillCode(page, code);
  await main.getByRole('button', { name: 'verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Email verified successfully. You can log in now.')).toBeVisible();

  await fillLoginForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();

  const token = await tokenCookie(page);
  expect(token).toBeDefined();
  const sevenDaysFromNow = Date.now() / 1000 + 7 * DAY_SECONDS;
  expect(Math.abs(token!.expires - sevenDaysFromNow)).toBeLessThan(90);
  expect(await headerLabelKeys(page)).toEqual({ admin: null, user: 'true' });

  // The login screen took the code screen's place, and the dashboard the login screen's: Back
  // leaves the account screens instead of showing the sign-up form to someone signed in.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/(signup|login)$/);
});

test('forgot password: code from the mail, mismatch and wrong code shown, then the old password is refused and the new one works', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'reset');
  const newPassword = 'Fresh-thread-2024';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  const since = Date.now();
  await main.getByRole('button', { name: 'Send OTP' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
  const code = await waitForCode(account.email, since);

  await fillCode(page, code);
  await main.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await main.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(`${newPassword}x`);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByText('Passwords do not match')).toBeVisible();

  await main.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(newPassword);
  await fillCode(page, wrongCodeFor(code));
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByText('Invalid or expired OTP. Please check the code or request a new one.')).toBeVisible();

  await fillCode(page, code);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByRole('heading', { name: 'Success' })).toBeVisible();
  await main.getByRole('link', { name: 'Go to Login' }).click();

  await fillLoginForm(page, account);
  // The refusal stays on the form; the spec's toast says it too, for 3 s.
  await expect(main.locator('form [data-tone="error"]')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenCookie(page)).toBeUndefined();

  await fillLoginForm(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await tokenCookie(page)).toBeDefined();
});

test.describe('session in the header and on the auth screens', () => {
  test('a user sees LOGOUT USER on public pages; clicking it ends the session and goes home', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, 'label');
    await loginThroughUi(page, account);

    await page.goto('/contact');
    const label = page.getByRole('banner').getByRole('button', { name: 'LOGOUT USER' });
    await expect(label).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'LOGOUT ADMIN' })).toHaveCount(0);
    const token = (await tokenCookie(page))?.value;
    expect((await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    await label.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(label).toHaveCount(0);
    expect(await tokenCookie(page)).toBeUndefined();
    // A copy of the token stops working too: the server has ended it.
    await expect.poll(async () => (await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    expect(await headerLabelKeys(page)).toEqual({ admin: null, user: null });

    // Signed out, the dashboard sends the visitor to the login screen.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin sees LOGOUT ADMIN on public pages', async ({ page }) => {
    await loginThroughUi(page, ADMIN);
    expect(await headerLabelKeys(page)).toEqual({ admin: 'true', user: null });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'LOGOUT ADMIN' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'LOGOUT USER' })).toHaveCount(0);
  });

  test("once the token cookie is gone (its 7 days are up), the header no longer offers a logout", async ({ page, context, request }) => {
    const account = await createVerifiedAccount(request, 'expired');
    await loginThroughUi(page, account);
    await context.clearCookies({ name: 'token' });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^LOGOUT/ })).toHaveCount(0);
    expect(await headerLabelKeys(page)).toEqual({ admin: null, user: null });
  });

  test('Back after logging in goes to the page before the login screen, not to the login screen', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, 'back');
    await page.goto('/contact');
    await page.goto('/login');
    await fillLoginForm(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('a signed-in visitor who opens /login goes to the profile', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, 'relogin');
    await signInWithCookie(page.context(), request, account);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
  });
});

test("a wrong password's error goes when the next attempt signs in: the dashboard opens without it", async ({ page }) => {
  await page.goto('/login');
  await fillLoginForm(page, { email: ADMIN.email, password: `${ADMIN.password}-wrong` });
  const toasts = page.locator('.Toastify');
  await expect(toasts.getByRole('alert')).toHaveCount(1);
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Gone at once, not when its 3 s run out.
  await expect(toasts.getByRole('alert')).toHaveCount(0, { timeout: 1000 });
});

test('a toast shows below the header on a phone and on a laptop: it hides neither the menu nor its toggle, and a menu opened goes over it', async ({ page }) => {
  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await fillLoginForm(page, { email: ADMIN.email, password: `${ADMIN.password}-wrong` });
    const toast = page.locator('.Toastify').getByRole('alert');
    await expect(toast).toBeVisible();
    // It slides in from above: measured where it stays once its entrance is over.
    await page.locator('.Toastify').evaluate((element) =>
      Promise.all(
        element
          .getAnimations({ subtree: true })
          .filter((animation) => /bounceIn/.test((animation as CSSAnimation).animationName ?? ''))
          .map((animation) => animation.finished),
      ),
    );
    const header = (await page.getByRole('banner').boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    if (viewport.width < 400) {
      // The toggle is not under the toast, and the menu it opens goes over the toast.
      await phoneMenuToggle(page).click();
      await expect(toast).toBeVisible();
      const linkBox = (await phoneMenu(page).getByRole('link').first().boundingBox())!;
      const centre = { x: linkBox.x + linkBox.width / 2, y: linkBox.y + linkBox.height / 2 };
      // A point the toast covers too: which of the two shows there is the layers' doing.
      expect(centre.y).toBeGreaterThan(toastBox.y);
      expect(centre.y).toBeLessThan(toastBox.y + toastBox.height);
      const shownThere = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent, centre);
      expect(shownThere).toBe(await phoneMenu(page).getByRole('link').first().textContent());
    }
  }
});

test('a login tapped while offline, then again once back online, opens the dashboard: the early load of its code that failed is not kept', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await context.setOffline(true);
  await fillLoginForm(page, ADMIN);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Could not reach the server');
  await context.setOffline(false);
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard - Form Data' })).toBeVisible();
});

test('on a phone, a long e-mail address on the code step wraps instead of widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/forgot-password');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill('firstname.middlename.lastname.gondia@example.org');
  await main.getByRole('button', { name: 'Send OTP' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
