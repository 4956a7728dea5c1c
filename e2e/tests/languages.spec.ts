import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { AUTH_ROUTES, ORGANISATION, PUBLIC_ROUTES, REFUSAL_MESSAGES, SOCIAL_LINKS } from 'shared-contracts';
import { watchPageHealth } from '../helpers/page-health';
import { escapeRegExp } from '../helpers/reg-exp';
import { waitForMail } from '../harness/mailbox';
import { BASE_URL } from '../harness/ports';
import { accountWithRole, signInWithCookie } from '../helpers/accounts-api';
import { headingIsTheServers, keepServerHeading, waitForReactHeading } from '../helpers/server-html';

/** English, Hindi and Marathi: addresses, the switch, the remembered choice (issue: three languages). */
const PUBLIC_PATHS = Object.values(PUBLIC_ROUTES).map((route) => route.path);
const languagePath = (path: string, language: 'hi' | 'mr') => (path === '/' ? `/${language}` : `/${language}${path}`);

/**
 * Latin text a Hindi or Marathi page keeps: the charity's name, e-mail and web addresses,
 * registration numbers, the names of services (social networks, the map), the switch's "English",
 * and terms Indians write in Latin letters.
 */
const KEPT_LATIN = [
  ORGANISATION.name,
  /\S+@\S+/g,
  /https?:\/\/\S+/g,
  /\b(?=[A-Z0-9/-]*\d)[A-Z0-9/-]{5,}\b/g,
  ...SOCIAL_LINKS.map((link) => link.label),
  /\b(OpenStreetMap|English)\b/g,
  /\b(UPI|IFSC|OTP|CSR|FCRA|NGO|PDF|JPEG|PNG|ID|GV|IG|in|f)\b/g,
  /\b\d+[A-Z]\b/g,
];

/** Of the letters a visitor reads (Latin or Devanagari), the share in Devanagari. */
function devanagariShare(text: string): number {
  const rest = KEPT_LATIN.reduce<string>((remaining, kept) => remaining.replaceAll(kept, ' '), text);
  const devanagari = rest.match(/[\u0900-\u097F]/g)?.length ?? 0;
  const latin = rest.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari / Math.max(1, devanagari + latin);
}

test('every public page answers under /hi and /mr with its language and the alternates in every language', async ({ request }) => {
  for (const path of PUBLIC_PATHS) {
    for (const language of ['hi', 'mr'] as const) {
      const address = languagePath(path, language);
      const response = await request.get(address, { headers: { accept: '*/*' } });
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toContain(`<html lang="${language}"`);
      for (const [hreflang, href] of [['en', path], ['hi', languagePath(path, 'hi')], ['mr', languagePath(path, 'mr')], ['x-default', path]]) {
        expect(html, address).toMatch(new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="https?://[^/"]+${escapeRegExp(href)}">`));
      }
      expect(html, `${address} keeps its links in its language`).toContain(`href="${languagePath(PUBLIC_ROUTES.contact.path, language)}"`);
    }
  }
});

test('a Hindi page hydrates the server HTML, with no error, and keeps its own address as canonical', async ({ page }) => {
  const health = watchPageHealth(page);
  await keepServerHeading(page);
  await page.goto('/hi/contact');
  await waitForReactHeading(page);
  expect(await headingIsTheServers(page)).toBe(true);
  await expect(page.getByRole('navigation', { name: 'मुख्य मेनू' }).getByRole('link', { name: 'संपर्क' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/contact$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/hi\/contact$/);
  expect(health.errors).toEqual([]);
});

test('moving inside a Marathi page loads each part in Marathi, with no error', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('/mr');
  const main = page.getByRole('navigation', { name: 'मुख्य मेनू' });
  await main.getByRole('link', { name: 'संपर्क' }).click();
  await expect(page).toHaveURL(/\/mr\/contact$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  // The contact form's own catalog came with the page's.
  await expect(page.getByRole('main').getByRole('button').last()).toHaveText(/[\u0900-\u097F]/);
  expect(health.errors).toEqual([]);
});

test('without JavaScript the switch works too, and the server remembers the choice: the login screen, then back to English from the Marathi home', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(AUTH_ROUTES.login.path);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.login.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'लॉगिन' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/mr$/);
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(AUTH_ROUTES.login.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await context.close();
});

test('the switch changes the page and the choice is remembered: /, the auth screens, then back to English', async ({ page }) => {
  await page.goto(PUBLIC_ROUTES.contact.path);
  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/mr\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('link', { name: 'कर्मचारी लॉगिन' })).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/mr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');

  await page.goto(AUTH_ROUTES.login.path);
  await expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.login.path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('navigation', { name: 'भाषा' }).getByText('मराठी')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'लॉगिन' })).toBeVisible();
  await expect(page).toHaveTitle(/^लॉगिन \|/);
  // The form checks its fields in Marathi.
  await page.getByRole('main').getByRole('button', { name: 'लॉगिन' }).click();
  const firstError = page.getByRole('main').locator('[data-field-error]').first();
  await expect(firstError).toHaveText(/[\u0900-\u097F]/);
  await expect(firstError).not.toHaveText(/required/);
  // The frame's links from a screen without language versions lead to the Marathi pages.
  await page.getByRole('contentinfo').getByRole('link', { name: 'संपर्क' }).click();
  await expect(page).toHaveURL(/\/mr\/contact$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await page.goto(AUTH_ROUTES.login.path);
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'संपर्क' })).toHaveAttribute('href', '/mr/contact');

  // A link inside a Marathi page to a screen without language versions keeps the language.
  await page.goto('/mr/contact');
  await page.getByRole('link', { name: 'कर्मचारी लॉगिन' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.login.path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');

  await page.goto('/mr/contact');
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.contact.path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

test("the switch keeps the address's #part: a link to the donation panel opens it in the other language too", async ({ page }) => {
  await page.goto('/about-us/why-donate-us?amount=5000#donate');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/about-us\/why-donate-us\?amount=5000#donate$/);
  await expect(page.locator('#donate')).toBeInViewport();

  // A screen without language versions keeps its address: a #part there (the skip link's) must not
  // turn the switch into a scroll.
  // /login follows the choice just made: Hindi.
  await page.goto('/login#content');
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('a returning visitor who chose Marathi is taken from / to /mr by the browser itself, without asking the server again; choosing English asks again', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const redirectsFromHome: boolean[] = [];
  cdp.on('Network.requestWillBeSent', ({ redirectResponse }) => {
    if (redirectResponse && new URL(redirectResponse.url).pathname === '/') redirectsFromHome.push(redirectResponse.fromDiskCache === true);
  });
  await page.goto(PUBLIC_ROUTES.contact.path);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/mr\/contact$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/mr$/);
  await page.goto('/mr/contact');
  await page.goto('/');
  await expect(page).toHaveURL(/\/mr$/);
  expect(redirectsFromHome, 'the second time the redirect came from the browser\'s cache').toEqual([false, true]);

  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a form sent from a Marathi page is thanked on screen and by e-mail in Marathi', async ({ page }) => {
  const address = `marathi-${Date.now()}@e2e.test`;
  const since = Date.now();
  await page.goto('/mr/contact');
  const form = page.locator('form').first();
  await form.locator('input[name="name"]').fill('सुनीता भोयर');
  await form.locator('input[name="email"]').fill(address);
  await form.locator('input[name="contact"]').fill('9823012345');
  await form.locator('textarea[name="message"]').fill('बचत गटाच्या बैठकीबद्दल फोन करा');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('status')).toHaveText(/धन्यवाद/);
  const mail = await waitForMail(address, since);
  expect(mail.subject).toMatch(/[\u0900-\u097F]/);
  expect(mail.body).toContain('धन्यवाद');
  expect(mail.body).not.toContain('सुनीता');
});

test('the sitemap lists every public page in every language, but the one reached by a link in our e-mails', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of PUBLIC_PATHS) {
    for (const address of [path, languagePath(path, 'hi'), languagePath(path, 'mr')]) {
      const listed = new RegExp(`<loc>https?://[^<]+${address === '/' ? '/' : address}</loc>`);
      if (path === PUBLIC_ROUTES.newsletter.path) expect(sitemap).not.toMatch(listed);
      else expect(sitemap).toMatch(listed);
    }
  }
});

test('every public page in Hindi and Marathi reads in Devanagari with Latin digits, and loads the Devanagari font (an English page does not)', async ({ page, request }) => {
  const notDevanagari: string[] = [];
  // The texts write numbers in Latin digits; one formatted in Devanagari digits would mix both on a page.
  const devanagariDigits: string[] = [];
  for (const language of ['hi', 'mr'] as const) {
    for (const path of PUBLIC_PATHS) {
      const address = languagePath(path, language);
      await page.goto(address);
      const text = await page.locator('body').innerText();
      const share = devanagariShare(text);
      if (share < 0.9) notDevanagari.push(`${address}: ${(share * 100).toFixed(0)}% Devanagari`);
      if (/[\u0966-\u096F]/.test(text)) devanagariDigits.push(address);
    }
  }
  expect(notDevanagari).toEqual([]);
  expect(devanagariDigits).toEqual([]);

  const hindi = await (await request.get('/hi/contact')).text();
  expect(hindi).toMatch(/font-family:'Site Devanagari';src:local\([^)]+\)[^}]*url\(\/fonts\/[^)]+\.woff2\)/);
  const english = await (await request.get(PUBLIC_ROUTES.contact.path)).text();
  expect(english).not.toContain('.woff2');
});

test('the top bar keeps its place when the Devanagari font arrives: no item after the language switch moves', async ({ page }) => {
  let releaseFont: () => void = () => {};
  const fontHeld = new Promise<void>((resolve) => {
    releaseFont = resolve;
  });
  await page.route('**/fonts/*.woff2', async (route) => {
    await fontHeld;
    await route.continue();
  });
  // The page's load event waits for the font: take the positions once the page is shown.
  await page.goto('/mr/', { waitUntil: 'commit' });
  const languageSwitch = page.getByRole('navigation', { name: 'भाषा' });
  const marathiLabel = languageSwitch.locator('li[lang="mr"]');
  const staffLogin = page.locator('nav[aria-label="भाषा"] + a');
  await staffLogin.waitFor();
  const before = { marathi: await marathiLabel.boundingBox(), login: await staffLogin.boundingBox() };

  releaseFont();
  await page.waitForFunction(() => document.fonts.check('16px "Site Devanagari"', 'मराठी'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const after = { marathi: await marathiLabel.boundingBox(), login: await staffLogin.boundingBox() };

  expect(after.marathi?.x).toBe(before.marathi?.x);
  expect(after.login?.x).toBe(before.login?.x);
});

test("an admin reading in Marathi sees a form's fixed choice as the visitor picked it, in Marathi", async ({ page, context, request }) => {
  const applicant = `Asha Uikey ${Date.now()}`;
  const sent = await request.post('/api/forms/program-application', {
    data: { fullName: applicant, email: 'asha.uikey@example.org', phone: '9822012345', program: 'Guidance & Support' },
  });
  expect(sent.status()).toBe(201);
  await context.addCookies([{ name: 'lang', value: 'mr', url: BASE_URL }]);
  await signInWithCookie(context, request, await accountWithRole(request, 'admin'));

  await page.goto('/dashboard');
  await page.getByRole('combobox').selectOption({ label: 'उपक्रम अर्ज' });
  await page.getByRole('searchbox', { name: 'उपक्रम अर्जांमध्ये शोधा' }).fill(applicant);
  await page.getByRole('searchbox', { name: 'उपक्रम अर्जांमध्ये शोधा' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: applicant });
  await expect(row).toContainText('मार्गदर्शन व साहाय्य');
  await expect(row).not.toContainText('Guidance');
});

test("the dashboard's HTML carries its title and description in the chosen language before its scripts run", async ({ request }) => {
  const html = await (await request.get('/dashboard', { headers: { Cookie: 'lang=mr' } })).text();
  expect(html).toContain('<html lang="mr"');
  expect(html).toMatch(/<title>डॅशबोर्ड \| [^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="तुमचा डॅशबोर्ड.">/);
  const english = await (await request.get('/dashboard')).text();
  expect(english).toMatch(/<title>Dashboard \| [^<]+<\/title>/);
  // Each page its own; a path under the dashboard it does not know, the dashboard's.
  expect(await (await request.get('/dashboard/user-list')).text()).toMatch(/<title>All Patients \| [^<]+<\/title>/);
  expect(await (await request.get('/dashboard/profile', { headers: { Cookie: 'lang=hi' } })).text()).toMatch(/<html lang="hi"[\s\S]*<title>[^<|]*[\u0900-\u097F][^<|]* \| [^<]+<\/title>/);
  expect(await (await request.get('/dashboard/no-such-page')).text()).toMatch(/<title>Dashboard \| [^<]+<\/title>/);
});

test('the dashboard has the switch too: a signed-in volunteer reads it in Marathi on the same page, then English again', async ({ page, context, request }) => {
  await signInWithCookie(context, request, await accountWithRole(request, 'volunteer'));
  await page.goto('/dashboard/profile');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(sidebar.getByRole('button', { name: 'लॉगआउट' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);

  await sidebar.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/**
 * How many of the scripts a page loads contain a text, until the network is idle (with a field
 * focused when asked: the first focus loads the API's code).
 */
async function scriptsContaining(page: Page, address: string, text: string, { focusField = false } = {}): Promise<number> {
  // The scripts are fetched again by address: the browser may drop a response's body once the
  // page that loaded it has gone on, and a body that could not be read must not count as clean.
  const scripts = new Set<string>();
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.status() === 200) scripts.add(response.url());
  };
  page.on('response', collect);
  await page.goto(address);
  if (focusField) await page.getByRole('textbox').first().focus();
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const bodies = await Promise.all(
    [...scripts].map(async (url) => {
      const response = await page.request.get(url);
      expect(response.ok(), url).toBe(true);
      return response.text();
    }),
  );
  return bodies.filter((body) => body.includes(text)).length;
}

/** A refusal only the API sends: reading it back is what a Hindi or Marathi page needs the contract's messages for. */
const API_ONLY_REFUSAL = REFUSAL_MESSAGES.staffOnly;

test("an English page loads no translation code: the contract's reader and the API's answers come only with a Hindi or Marathi page", async ({ page }) => {
  expect(await scriptsContaining(page, PUBLIC_ROUTES.contact.path, API_ONLY_REFUSAL, { focusField: true })).toBe(0);
  expect(await scriptsContaining(page, `/hi${PUBLIC_ROUTES.contact.path}`, API_ONLY_REFUSAL, { focusField: true })).toBeGreaterThan(0);
});

test("a Hindi page loads the contract's messages only with a form, and then once, not once per app", async ({ page }) => {
  expect(await scriptsContaining(page, '/hi', API_ONLY_REFUSAL)).toBe(0);
  expect(await scriptsContaining(page, `/hi${PUBLIC_ROUTES.contact.path}`, API_ONLY_REFUSAL, { focusField: true })).toBe(1);
});
