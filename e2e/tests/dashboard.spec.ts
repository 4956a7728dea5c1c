import { expect, test } from '../fixtures';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, PORTS } from '../harness/ports';
import { accountWithRole, apiLogin, createVerifiedAccount, setRole, signInWithCookie, uniqueEmail } from '../helpers/accounts-api';
import { fillLoginForm, loginThroughUi } from '../helpers/accounts';
import { TINY_PNG } from '../helpers/files';
import { headerLabelKeys, tokenCookie } from '../helpers/session';

/** Aadhaar with a valid Verhoeff check digit; only its last four digits may ever be shown to staff. */
const AADHAAR = '234567890124';
const ACCOUNT_NUMBER = '123456789012';

const USER_ENTRIES = ['Dashboard', 'Appointment', 'Medical Details', 'Profile'];
const ADMIN_ENTRIES = ['Dashboard', 'Appointment', 'All Patients', 'Create OPD Form', 'OPD List'];

function sidebarLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
}

async function submitTailorMachineRequest(page: Page, name: string): Promise<void> {
  await page.goto('/free');
  const form = page.getByRole('form', { name: 'Donate Tailor Machine' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('tailor'));
  await form.getByRole('textbox', { name: 'Contact number', exact: true }).fill('9123456780');
  await form.getByRole('textbox', { name: 'Aadhaar number', exact: true }).fill(AADHAAR);
  await form.getByRole('textbox', { name: 'Bank name', exact: true }).fill('State Bank of India');
  await form.getByRole('textbox', { name: 'Account number', exact: true }).fill(ACCOUNT_NUMBER);
  await form.getByRole('textbox', { name: 'IFSC code', exact: true }).fill('SBIN0001234');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Ward 4, Tirora, Gondia');
  await form.getByLabel('Identity document').setInputFiles(TINY_PNG);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/submit');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(201);
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
}

async function submitContactMessage(page: Page, name: string, message: string): Promise<void> {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('contact'));
  await form.getByRole('textbox', { name: 'Contact number', exact: true }).fill('9123456780');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/forms/contact');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await answer).status()).toBe(201);
}

test("the dashboard's scripts load while the server checks the password, not after", async ({ page }) => {
  const dashboardScripts: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).port === String(PORTS.remoteDashboard)) dashboardScripts.push(new URL(sent.url()).pathname);
  });
  let answerLogin = () => {};
  const loginAnswered = new Promise<void>((resolve) => (answerLogin = resolve));
  await page.route('**/api/login', async (route) => {
    await loginAnswered;
    await route.continue();
  });

  await page.goto('/login');
  expect(dashboardScripts).toEqual([]);
  await fillLoginForm(page, ADMIN);
  await expect.poll(() => dashboardScripts).toContain('/remoteEntry.js');
  answerLogin();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard - Form Data' })).toBeVisible();
});

test('an admin sees a tailor-machine request from /free (Aadhaar masked) and a contact message from /contact', async ({ page }) => {
  const stamp = Date.now();
  const applicant = `Sunita Tailor ${stamp}`;
  const writer = `Rekha Contact ${stamp}`;
  const message = `Please tell me about the sewing classes (${stamp}).`;
  await submitTailorMachineRequest(page, applicant);
  await submitContactMessage(page, writer, message);

  await loginThroughUi(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard - Form Data' })).toBeVisible();
  // What came in today comes first, each form a link to its list.
  await expect(page.getByRole('link', { name: /^Tailor-machine requests \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Contact messages \(\d+\)$/ })).toHaveAttribute('href', '/dashboard?form=contact');
  // Filtered, so other tests' requests in the same run cannot push this one to another page.
  await page.getByRole('searchbox', { name: 'Filter requests' }).fill(applicant);
  await page.getByRole('button', { name: 'Search' }).click();
  const requests = page.getByRole('region', { name: 'Tailor-machine requests' });
  const row = requests.getByRole('row').filter({ hasText: applicant });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('XXXXXXXX0124');
  await expect(row).toContainText('XXXXXXXX9012');
  await expect(row).toContainText('SBIN0001234');
  await expect(page.locator('body')).not.toContainText(AADHAAR);
  await expect(page.locator('body')).not.toContainText(ACCOUNT_NUMBER);

  // The identity document opens in a new tab, fetched with the admin's token.
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'View document' }).click();
  await expect(await popup).toHaveURL(/^blob:/);

  await page.getByRole('combobox', { name: 'Form' }).selectOption({ label: 'Contact messages' });
  await page.getByRole('searchbox', { name: 'Filter contact messages' }).fill(writer);
  await page.getByRole('button', { name: 'Search' }).click();
  const messages = page.getByRole('region', { name: 'Contact messages' });
  await expect(messages.getByRole('row').filter({ hasText: writer })).toContainText(message);
});

test('an admin deletes a tailor-machine request its sender asked to be removed: the request and its document are gone', async ({ page, context, request }) => {
  const applicant = `Leaving Applicant ${Date.now()}`;
  await submitTailorMachineRequest(page, applicant);
  await signInWithCookie(context, request, { ...ADMIN, name: 'Admin' });
  await page.goto('/dashboard');
  await page.getByRole('searchbox', { name: 'Filter requests' }).fill(applicant);
  await page.getByRole('button', { name: 'Search' }).click();
  const requests = page.getByRole('region', { name: 'Tailor-machine requests' });
  const row = requests.getByRole('row').filter({ hasText: applicant });
  await expect(row).toHaveCount(1);
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const [stored] = (await (await request.get(`/api/admin/submissions/tailor-machine?q=${encodeURIComponent(applicant)}`, { headers: { authorization: `Bearer ${token}` } })).json()).items;

  const question = new Promise<string>((resolve) => page.once('dialog', (dialog) => (resolve(dialog.message()), void dialog.accept())));
  await row.getByRole('button', { name: `Delete the entry of ${applicant}` }).click();
  expect(await question).toBe(`Delete the entry of ${applicant} for good? It cannot be undone.`);
  await expect(page.getByRole('alert').filter({ hasText: `The entry of ${applicant} was deleted.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `0 requests matching “${applicant}”` })).toBeVisible();
  const document = await request.get(stored.data.aadharUploadUrl, { headers: { authorization: `Bearer ${token}` } });
  expect(document.status()).toBe(404);
});

test("a staff e-mail's link opened signed out leads, once logged in, to the form it names; after Logout a login opens the dashboard's root", async ({ page }) => {
  await page.goto('/dashboard?form=contact');
  await expect(page).toHaveURL(/\/login$/);
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard\?form=contact$/);
  await expect(page.getByRole('region', { name: 'Contact messages' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Tailor-machine requests' })).toBeVisible();
});

test('Back after choosing another form returns to the form read before, still on the dashboard', async ({ page }) => {
  await loginThroughUi(page, ADMIN);
  const form = page.getByRole('combobox', { name: 'Form' });
  await form.selectOption({ label: 'Contact messages' });
  await expect(page.getByRole('region', { name: 'Contact messages' })).toBeVisible();
  await form.selectOption({ label: 'Volunteers' });
  await expect(page.getByRole('region', { name: 'Volunteers' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\?form=contact$/);
  await expect(page.getByRole('region', { name: 'Contact messages' })).toBeVisible();
  await expect(form).toHaveValue('contact');
});

test('a user sees the user dashboard and sidebar, never admin data; the admin API answers 403 to their token', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'plain');
  const adminCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/admin')) adminCalls.push(sent.url());
  });

  await loginThroughUi(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();
  await expect(sidebarLinks(page)).toHaveText(USER_ENTRIES);
  await expect(page.getByText('Admin Dashboard - Form Data')).toHaveCount(0);

  await page.goto('/dashboard/user-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Error - 404 Not found' })).toBeVisible();
  expect(adminCalls).toEqual([]);

  const token = await apiLogin(request, account.email, account.password);
  const answer = await request.get('/api/admin/view-data', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});

test("on a wide screen the search row lines up: its hint above the field, Search and Export CSV level with the field's box", async ({ page, context, request }) => {
  await signInWithCookie(context, request, { ...ADMIN, name: 'Admin' });
  await page.goto('/dashboard');
  const field = page.getByRole('searchbox', { name: 'Filter requests' });
  const hint = page.getByText('Aadhaar and account numbers are found only by their last four digits.');
  const bottomOf = async (element: Locator) => {
    const box = (await element.boundingBox())!;
    return Math.round(box.y + box.height);
  };
  await expect(field).toBeVisible();
  const fieldBottom = await bottomOf(field);
  expect((await hint.boundingBox())!.y).toBeLessThan((await field.boundingBox())!.y);
  expect(await bottomOf(page.getByRole('button', { name: 'Search' }))).toBe(fieldBottom);
  expect(await bottomOf(page.getByRole('button', { name: 'Export CSV' }))).toBe(fieldBottom);
});

test("on a laptop a long e-mail address wraps in its cell: the row's role and Save stay in view", async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request, 'a.very.long.local.part.of.an.address.someone.typed.out.in.full', 'Asha Meshram');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithCookie(context, request, { ...ADMIN, name: 'Admin' });
  await page.goto(`/dashboard/user-list?q=${encodeURIComponent(account.email)}`);
  const role = page.getByRole('combobox', { name: new RegExp(`Role of ${account.name}`) });
  await expect(role).toBeVisible();
  const box = (await role.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await expect(role).toBeInViewport({ ratio: 1 });
});

test('an admin has the admin sidebar and the OPD List entry shows the not-found page', async ({ page }) => {
  await loginThroughUi(page, ADMIN);
  await expect(sidebarLinks(page)).toHaveText(ADMIN_ENTRIES);
  await sidebarLinks(page).filter({ hasText: 'OPD List' }).click();
  await expect(page).toHaveURL(/\/dashboard\/opd-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Error - 404 Not found' })).toBeVisible();
});

test('an admin promotes a user to volunteer; after logging in again the user sees the Volunteer Dashboard', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'promoted');

  await loginThroughUi(page, ADMIN);
  await sidebarLinks(page).filter({ hasText: 'All Patients' }).click();
  await page.getByRole('searchbox', { name: 'Filter accounts by name, e-mail or mobile number' }).fill(account.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const role = page.getByRole('combobox', { name: `Role of ${account.name} (${account.email})` });
  await expect(role).toHaveValue('user');
  await role.selectOption('volunteer');
  await page.getByRole('row').filter({ hasText: account.email }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${account.name} is now Volunteer (receptionist).`)).toBeVisible();
  await expect(role).toBeFocused();
  // The search is in the address: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Filter accounts by name, e-mail or mobile number' })).toHaveValue(account.email);
  await expect(role).toHaveValue('volunteer');

  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteer Dashboard' })).toBeVisible();
});

test('a volunteer opens All Patients and reads names, e-mails and roles, with no way to change one', async ({ page, context, request }) => {
  const member = await createVerifiedAccount(request, 'user');
  await signInWithCookie(context, request, await accountWithRole(request, 'volunteer'));
  await page.goto('/dashboard');
  await sidebarLinks(page).filter({ hasText: 'All Patients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Patients' })).toBeVisible();
  await page.getByLabel('Filter accounts by name or e-mail').fill(member.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row.getByRole('cell')).toHaveText([member.name, member.email, 'User (patient)']);
  await expect(page.getByRole('combobox')).toHaveCount(0);
});

test('a 401 from the API (session cookie no longer valid) logs the visitor out', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'expired');
  await loginThroughUi(page, account);
  const cookie = await tokenCookie(page);
  await page.context().addCookies([{ ...cookie!, value: 'not-a-valid-token' }]);

  // The profile asks the API for the account; the answer is 401.
  await sidebarLinks(page).filter({ hasText: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenCookie(page)).toBeUndefined();
  expect(await headerLabelKeys(page)).toEqual({ admin: null, user: null });
});

test('once the password is accepted, Login stays busy while the dashboard arrives: a second press sends nothing', async ({ page }) => {
  let releaseDashboard = () => {};
  const dashboardReleased = new Promise<void>((resolve) => (releaseDashboard = resolve));
  await page.route(`http://localhost:${PORTS.remoteDashboard}/remoteEntry.js`, async (route) => {
    await dashboardReleased;
    await route.continue();
  });
  const logins: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/login') logins.push(sent.method());
  });

  await page.goto('/login');
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  const login = page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeDisabled();
  await login.click({ force: true });
  releaseDashboard();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard - Form Data' })).toBeVisible();
  expect(logins).toEqual(['POST']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test("an admin reads each entry as a card: every field under its column's name, nothing off to the side", async ({ page, context, request }) => {
    const name = `Card Check ${Date.now()}`;
    await submitTailorMachineRequest(page, name);
    await signInWithCookie(context, request, await accountWithRole(request, 'admin'));
    await page.goto('/dashboard');
    const row = page.locator('tbody tr').filter({ hasText: name });
    await expect(row).toBeVisible();
    const layout = await row.evaluate((tr) => {
      const table = tr.closest('table')!;
      const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      const cells = [...tr.querySelectorAll('td')].map((td) => {
        const box = td.getBoundingClientRect();
        // `"Name" / ""`: the name shown, and nothing for screen readers, which read the column's heading.
        const [, label, spoken] = /^"([^"]*)"(?: \/ "([^"]*)")?$/.exec(getComputedStyle(td, '::before').content) ?? [];
        return { label, spoken, left: Math.round(box.left), top: Math.round(box.top) };
      });
      const region = table.closest('[role="region"]')!;
      return { headings, cells, regionOverflow: region.scrollWidth - region.clientWidth, pageWidth: document.documentElement.scrollWidth };
    });
    // Every field of the request, each named, one under the other at the card's left edge.
    expect(layout.cells.map((cell) => cell.label)).toEqual(layout.headings);
    expect(layout.cells.map((cell) => cell.spoken)).toEqual(layout.headings.map(() => ''));
    expect(layout.headings.length).toBeGreaterThan(8);
    expect(new Set(layout.cells.map((cell) => cell.left)).size).toBe(1);
    const tops = layout.cells.map((cell) => cell.top);
    expect(tops).toEqual([...new Set(tops)].sort((a, b) => a - b));
    expect(layout.regionOverflow).toBeLessThanOrEqual(0);
    expect(layout.pageWidth).toBeLessThanOrEqual(412);
    await expect(page.getByText('More columns to the right: swipe or scroll the table sideways.')).toBeHidden();
  });
});

test('a session the server has ended meanwhile (an administrator changed the role) is not shown as signed in: the dashboard leads to login and says why', async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request, 'ended');
  await signInWithCookie(context, request, account);
  await setRole(request, account.email, 'volunteer');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText('Your session has ended because your password or role changed. Please log in again.')).toBeVisible();
  await expect(page.getByText(`Welcome, ${account.name}`)).toHaveCount(0);
  expect(await tokenCookie(page)).toBeUndefined();
});
