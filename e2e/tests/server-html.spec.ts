import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { AUTH_ROUTES, ORGANISATION, PUBLIC_ROUTES } from 'shared-contracts';
import { languageChoiceLink } from 'shared-contracts/languages';
import { ADMIN, PORTS } from '../harness/ports';
import { remoteUrl } from '../harness/site';
import { loginThroughUi } from '../helpers/accounts';
import { watchPageHealth } from '../helpers/page-health';
import { desktopMenu, desktopMenuToggle, phoneMenu, phoneMenuToggle } from '../helpers/header-menus';
import { expectInHtmlButHidden, headingIsTheServers, headingOf, holdRemoteEntry, holdShellScripts, keepServerHeading, textOfMarkup, waitForReactHeading } from '../helpers/server-html';

/**
 * HTML before JavaScript: every public page and auth screen comes from the server readable, and
 * the browser makes that same HTML live instead of rendering it again.
 */
const PAGES = [...Object.values(PUBLIC_ROUTES), ...Object.values(AUTH_ROUTES)];

const mainOf = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';

test('every public page and auth screen arrives as HTML with its heading and text, the same the browser then shows', async ({ page, request }) => {
  for (const route of PAGES) {
    const html = await (await request.get(route.path, { headers: { accept: '*/*' } })).text();
    const serverHeading = headingOf(html);
    expect(serverHeading, `${route.path} has an <h1> in its HTML`).toBeTruthy();
    expect(html).toContain(`<meta property="og:title" content="`);
    const serverText = textOfMarkup(mainOf(html));
    expect(serverText.length, `${route.path} has its text in its HTML`).toBeGreaterThan(40);

    await page.goto(route.path);
    await waitForReactHeading(page);
    await expect(page.locator('main h1')).toHaveText(serverHeading!);
    // Content from the deployment's runtime config (marked so) cannot be in HTML made at build; it
    // joins after hydrating. Nor can a control of what only the scripts start (the hero video's Pause).
    const shownText = await page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-runtime-config], [data-live-only], noscript').forEach((element) => element.remove());
      return copy.textContent!.replace(/\s+/g, ' ').trim();
    });
    expect(shownText, `${route.path} shows the text its HTML had`).toBe(serverText);
  }
});

for (const path of ['/', PUBLIC_ROUTES.contact.path, PUBLIC_ROUTES.faqs.path, AUTH_ROUTES.login.path]) {
  test(`${path} hydrates: the server's elements stay, with no error`, async ({ page }) => {
    const health = watchPageHealth(page);
    await keepServerHeading(page);
    await page.goto(path);
    await waitForReactHeading(page);
    expect(await headingIsTheServers(page)).toBe(true);
    expect(health.errors).toEqual([]);
  });
}

test("a page whose address has a query hydrates the server's HTML too, then shows what the query asks", async ({ page }) => {
  const health = watchPageHealth(page);
  await keepServerHeading(page);
  await page.goto(`${PUBLIC_ROUTES.whyDonate.path}?amount=5000`);
  await waitForReactHeading(page);
  await expect(page.getByTestId('donation-amount')).toHaveText('₹5,000');
  expect(await headingIsTheServers(page)).toBe(true);
  const marathi = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' });
  await expect(marathi).toHaveAttribute('href', languageChoiceLink('mr', `/mr${PUBLIC_ROUTES.whyDonate.path}?amount=5000`));

  await page.goto(`${AUTH_ROUTES.verifyEmail.path}?email=asha%40example.org`);
  await waitForReactHeading(page);
  await expect(page.getByRole('main').getByLabel(/^Email/)).toHaveValue('asha@example.org');
  expect(await headingIsTheServers(page)).toBe(true);
  expect(health.errors).toEqual([]);
});

test("a signed-in visitor's public page hydrates the server's HTML too, then the header shows the account", async ({ page }) => {
  await loginThroughUi(page, ADMIN);
  const health = watchPageHealth(page);
  await keepServerHeading(page);
  await page.goto(PUBLIC_ROUTES.contact.path);
  await waitForReactHeading(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /LOGOUT/ })).toBeVisible();
  expect(await headingIsTheServers(page)).toBe(true);
  expect(health.errors).toEqual([]);
});

test("a tap on the phone menu before the page's scripts have arrived opens it; once live, it stays open and Escape closes it", async ({ context }) => {
  // Not the fixture's page, which waits after goto until the scripts made the page live.
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdShellScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await phoneMenuToggle(page).click();
  await expect(phoneMenu(page)).toBeVisible();

  release();
  await waitForReactHeading(page);
  await page.waitForFunction(() => Object.keys(document.querySelector('header details') ?? {}).some((key) => key.startsWith('__reactFiber')));
  await expect(phoneMenu(page)).toBeVisible();
  await phoneMenu(page).getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Escape');
  await expect(phoneMenu(page)).toBeHidden();
  await expect(phoneMenuToggle(page)).toBeFocused();
});

test('from the keyboard, Enter opens the phone menu and Escape closes it, handing the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await phoneMenuToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(phoneMenu(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(phoneMenu(page).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(phoneMenu(page)).toBeHidden();
  await expect(phoneMenuToggle(page)).toBeFocused();
});

test("Android's Back closes the open phone menu: a close watcher, which Chromium's Escape drives wherever the focus is", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(PUBLIC_ROUTES.contact.path);
  await waitForReactHeading(page);
  await phoneMenuToggle(page).click();
  await expect(phoneMenu(page)).toBeVisible();
  // Away from the menu, whose own keys would close it: only the close watcher hears this Escape.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
  await expect(phoneMenu(page)).toBeHidden();
});

test("styled-components takes over the server's CSS instead of working it out again: the page keeps its look", async ({ browser, page }) => {
  const lookOf = (on: Page) =>
    on.evaluate(() => {
      const styleOf = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return { header: styleOf('header').position, heading: styleOf('main h1').color, field: styleOf('main input').borderRadius };
    });
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const htmlOnly = await withoutScripts.newPage();
  await htmlOnly.goto(PUBLIC_ROUTES.contact.path);
  const serverLook = await lookOf(htmlOnly);
  await withoutScripts.close();

  await page.goto(PUBLIC_ROUTES.contact.path);
  await waitForReactHeading(page);
  await expect(page.locator('style[data-frame], style[data-remote]')).toHaveCount(0);
  expect(await page.locator('style[data-styled="active"]').count()).toBeGreaterThan(0);
  expect(await lookOf(page)).toEqual(serverLook);
  expect(serverLook.header).toBe('sticky');
});

test('hydrated pages respond: the contact and login forms check their fields', async ({ page }) => {
  await keepServerHeading(page);
  await page.goto(PUBLIC_ROUTES.contact.path);
  await waitForReactHeading(page);
  const contactForm = page.getByRole('form', { name: 'Contact us' });
  await contactForm.getByRole('button', { name: 'Send message' }).click();
  await expect(contactForm.getByText('Name is required')).toBeVisible();
  expect(await headingIsTheServers(page)).toBe(true);

  await page.goto(AUTH_ROUTES.login.path);
  await waitForReactHeading(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('[data-field-error]').first()).toBeVisible();
});

test("a start-up script of the shell that cannot arrive leaves the server's page readable, under a note in its language", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Every chunk of the shell but its entry fails, as on a connection that drops after the first file.
  await page.route(
    (url) => url.port === String(PORTS.shell) && /^\/\d+\.[0-9a-f]+\.js$/.test(url.pathname),
    (route) => route.abort('connectionreset'),
  );
  await page.goto('/mr/contact');
  await expect(page.getByRole('alert')).toHaveText(/^हे पान पूर्ण लोड होऊ शकले नाही/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/संपर्क/);
  await context.close();
});

test("with JavaScript off, home reads with the footer's form, a header link works, the contact page shows its form and the FAQ opens its answers", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The footer's form, which a browser running scripts loads only near the footer.
  await expect(page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' }).getByLabel('Subscribe to our newsletter')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Contact us' }).getByLabel('Name')).toBeVisible();
  // Its greyed-out button says why, and how to reach the charity instead.
  const contactForm = page.getByRole('form', { name: 'Contact us' });
  await expect(contactForm.getByText(/Sending this form needs JavaScript/)).toBeVisible();
  await expect(contactForm.getByRole('link', { name: ORGANISATION.phone })).toHaveAttribute('href', ORGANISATION.phoneHref);

  // The FAQ's questions are the browser's own disclosures: they open without scripts, one at a time.
  await page.goto(PUBLIC_ROUTES.faqs.path);
  const taxAnswer = page.getByText(/tax exempted under Section 80G of the Income Tax Act/);
  await expect(taxAnswer).toBeHidden();
  const questions = page.getByRole('main').locator('details');
  await questions.filter({ has: taxAnswer }).locator('summary').click();
  await expect(taxAnswer).toBeVisible();
  await questions.first().locator('summary').click();
  await expect(questions.first().locator('summary + *')).toBeVisible();
  await expect(taxAnswer).toBeHidden();
  await context.close();
});

test("with JavaScript off, buttons that only scripts could work are not offered: the slides' controls, the map, the birthday amounts, the password's Show and a new code", async ({ browser, request }) => {
  const { donation } = await (await request.get('/remotes.json')).json();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const main = page.getByRole('main');
  await expectInHtmlButHidden(main.getByRole('button', { name: 'Pause slides', includeHidden: true }));
  await expect(main.getByRole('link').first()).toBeVisible();

  await page.goto(PUBLIC_ROUTES.contact.path);
  await expectInHtmlButHidden(main.getByRole('button', { name: 'Show map of our Gondia office', includeHidden: true }));
  await expect(main.getByRole('link', { name: /Open the location in OpenStreetMap/ })).toBeVisible();

  // The birthday page's amounts need scripts; the ways to give any amount show instead.
  await page.goto(PUBLIC_ROUTES.birthday.path);
  await expectInHtmlButHidden(main.getByRole('button', { name: /Donate ₹/, includeHidden: true }), 3);
  await expect(main.getByText(donation.upiId, { exact: true })).toBeVisible();

  for (const [path, name] of [[AUTH_ROUTES.signup.path, 'Show passwords'], [AUTH_ROUTES.verifyEmail.path, 'Send a new code']]) {
    await page.goto(path);
    await expectInHtmlButHidden(main.getByRole('button', { name, exact: true, includeHidden: true }));
  }
  await context.close();
});

test("with JavaScript off, the donation page shows how to give any amount: the UPI ID and both accounts of the site's config", async ({ browser, request }) => {
  const { donation } = await (await request.get('/remotes.json')).json();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PUBLIC_ROUTES.heroDonate.path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Give any amount by UPI or bank transfer' })).toBeVisible();
  await expect(main.getByText(donation.upiId, { exact: true })).toBeVisible();
  await expect(main.getByText(donation.bank.accountNumber, { exact: true })).toBeVisible();
  await expect(main.getByText(donation.fcraBank.swift, { exact: true })).toBeVisible();
  // The development site's accounts are the samples, and the page says so.
  await expect(main.getByText(/These are sample payment details/)).toBeVisible();
  // The panel's buttons cannot work without scripts, so they are not offered.
  await expectInHtmlButHidden(main.getByRole('button', { name: 'Donate Now', includeHidden: true }));
  await context.close();
});

test("with JavaScript off, the phone's menu and the desktop's menus open, one at a time, and lead to their pages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  const htmlOnly = await context.newPage();
  await htmlOnly.goto('/');
  await phoneMenuToggle(htmlOnly).click();
  await phoneMenu(htmlOnly).getByRole('link', { name: 'Who We Are' }).click();
  await expect(htmlOnly).toHaveURL(/\/about-us\/who-we-are$/);
  await expect(htmlOnly.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
  await expect(phoneMenu(htmlOnly)).toBeHidden();

  await htmlOnly.setViewportSize({ width: 1280, height: 800 });
  await desktopMenuToggle(htmlOnly, 'What We Do').click();
  await expect(desktopMenu(htmlOnly, 'what-we-do')).toBeVisible();
  await desktopMenuToggle(htmlOnly, 'About Us').click();
  await expect(desktopMenu(htmlOnly, 'what-we-do')).toBeHidden();
  await desktopMenu(htmlOnly, 'about-us').getByRole('link', { name: 'Our Team' }).click();
  await expect(htmlOnly).toHaveURL(/\/about-us\/our-team$/);
  await context.close();
});

test("a click on a desktop menu before the page's scripts have arrived opens it; once live, it stays open and Escape closes it", async ({ context }) => {
  // Not the fixture's page, which waits after goto until the scripts made the page live.
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdShellScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await desktopMenuToggle(page, 'Become A Hero').click();
  await expect(desktopMenu(page, 'become-a-hero')).toBeVisible();

  release();
  await waitForReactHeading(page);
  await page.waitForFunction(() => Object.keys(document.querySelector('#site-menus details') ?? {}).some((key) => key.startsWith('__reactFiber')));
  await expect(desktopMenu(page, 'become-a-hero')).toBeVisible();
  await desktopMenu(page, 'become-a-hero').getByRole('link', { name: 'Birthday Blessings' }).focus();
  await page.keyboard.press('Escape');
  await expect(desktopMenu(page, 'become-a-hero')).toBeHidden();
  await expect(desktopMenuToggle(page, 'Become A Hero')).toBeFocused();
});

test('on a slow connection, what a visitor types before the page is live is kept, and Login waits until it is', async ({ page }) => {
  // remote-auth's code arrives late, as on a slow phone: the form is already on screen from the HTML.
  const release = await holdRemoteEntry(page, remoteUrl(PORTS.remoteAuth));
  await page.goto(AUTH_ROUTES.login.path, { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  const login = main.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeDisabled();
  expect(page.url()).not.toContain('password');
  // After a moment, a spinner in the greyed button says the wait is on.
  const waiting = login.getByTestId('late-spinner');
  await expect.poll(() => waiting.evaluate((spinner) => getComputedStyle(spinner).opacity), { timeout: 5000 }).toBe('1');

  release();
  await expect(login).toBeEnabled();
  await expect(waiting).toHaveCount(0);
  await login.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("on a slow connection, an FAQ question tapped before the page is live opens, and stays open once it is", async ({ page }) => {
  const release = await holdRemoteEntry(page, remoteUrl(PORTS.remotePublic));
  await keepServerHeading(page);
  await page.goto(PUBLIC_ROUTES.faqs.path, { waitUntil: 'domcontentloaded' });
  const questions = page.getByRole('main').locator('details');
  await questions.nth(2).locator('summary').click();
  await expect(questions.nth(2).locator('summary + *')).toBeVisible();

  release();
  await waitForReactHeading(page);
  expect(await headingIsTheServers(page)).toBe(true);
  await expect(questions.nth(2).locator('summary + *')).toBeVisible();
  await questions.nth(3).locator('summary').click();
  await expect(questions.nth(3).locator('summary + *')).toBeVisible();
  await expect(questions.nth(2).locator('summary + *')).toBeHidden();
});

test('on a slow connection, the donation choices made before the page is live are the ones it pays for', async ({ page }) => {
  const release = await holdRemoteEntry(page, remoteUrl(PORTS.remotePublic));
  await keepServerHeading(page);
  await page.goto(PUBLIC_ROUTES.heroDonate.path, { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Foreign' }).check();
  await main.getByRole('radio', { name: 'Monthly' }).check();
  await main.getByLabel('Or type an amount (₹)').fill('2500');

  release();
  await waitForReactHeading(page);
  expect(await headingIsTheServers(page)).toBe(true);
  await expect(main.getByText(/Your monthly gift/)).toBeVisible();
  await main.getByRole('button', { name: 'Donate Now' }).click();
  const details = main.getByRole('region', { name: /monthly donation of ₹2,500/ });
  await expect(details.getByRole('heading', { name: /FCRA/ })).toBeVisible();
  await expect(main.getByRole('radio', { name: 'Foreign' })).toBeChecked();
});

test("on a slow connection, a link tapped while the page is still the server's HTML keeps that page, under the bar, until the next page is there", async ({ context }) => {
  // A page of its own: the test's usual page waits at each navigation until the site is live.
  const page = await context.newPage();
  const release = await holdRemoteEntry(page, remoteUrl(PORTS.remotePublic));
  await keepServerHeading(page);
  await page.addInitScript(() => {
    const seen = window as unknown as { loadingShown?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('main')?.textContent === 'Loading...' || document.querySelector('#content [role="status"]')) seen.loadingShown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The frame is live (React owns the header) while home's part still waits for its code.
  await page.waitForFunction(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__reactFiber')));

  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  await expect(page.locator('#content')).toHaveAttribute('aria-busy', 'true');
  expect(await headingIsTheServers(page)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { loadingShown?: boolean }).loadingShown ?? false)).toBe(false);

  release();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('#content')).not.toHaveAttribute('aria-busy');
  expect(await page.evaluate(() => (window as unknown as { loadingShown?: boolean }).loadingShown ?? false)).toBe(false);
});

for (const [stage, hold] of [
  ["before the shell's scripts", holdShellScripts],
  ["with the frame live but not remote-public's part", (page: Page) => holdRemoteEntry(page, remoteUrl(PORTS.remotePublic))],
] as const) {
  /** The donation page as the server's HTML, its scripts held back until `release`. */
  const openDonationHeld = async (context: BrowserContext) => {
    // A page of its own: the test's usual page waits at each navigation until the site is live.
    const page = await context.newPage();
    const release = await hold(page);
    await keepServerHeading(page);
    await page.goto(PUBLIC_ROUTES.heroDonate.path, { waitUntil: 'domcontentloaded' });
    return { page, release, main: page.getByRole('main') };
  };

  test(`on a slow connection, donation choices and Donate Now tapped ${stage} take effect once the page is live`, async ({ context }) => {
    const { page, release, main } = await openDonationHeld(context);
    await main.getByRole('button', { name: '₹2,500' }).click();
    await main.getByRole('button', { name: 'Donate Now' }).click();
    await expect(main.getByRole('region', { name: /donation of/ })).toHaveCount(0);
    release();
    await waitForReactHeading(page);
    expect(await headingIsTheServers(page)).toBe(true);
    await expect(main.getByTestId('donation-amount')).toHaveText('₹2,500');
    await expect(main.getByRole('region', { name: /donation of ₹2,500/ }).getByRole('link', { name: 'Pay ₹2,500 with a UPI app' })).toBeVisible();
  });

  test(`on a slow connection, Donate Now tapped ${stage} pays for the amount typed and the donor chosen before it`, async ({ context }) => {
    const { page, release, main } = await openDonationHeld(context);
    await main.getByRole('radio', { name: 'Foreign' }).check();
    await main.getByLabel('Or type an amount (₹)').fill('3000');
    await main.getByRole('button', { name: 'Donate Now' }).click();
    release();
    await waitForReactHeading(page);
    const details = main.getByRole('region', { name: /donation of ₹3,000/ });
    await expect(details.getByRole('heading', { name: /FCRA/ })).toBeVisible();
    await expect(details.getByRole('link', { name: /with a UPI app/ })).toHaveCount(0);
  });
}

test("on a slow connection, a visitor who scrolled down the server's HTML stays there once the page is live", async ({ context }) => {
  // A page of its own: the test's usual page waits at each navigation until the site is live.
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 700 });
  const release = await holdShellScripts(page);
  await keepServerHeading(page);
  await page.goto(PUBLIC_ROUTES.whoWeAre.path, { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toBeVisible();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

  release();
  await waitForReactHeading(page);
  expect(await headingIsTheServers(page)).toBe(true);
  // A smooth scroll to the top would have started at once.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
});

test("what the browser scrolls to comes to rest below the sticky header, not under it: a link's #anchor, the skip link's target", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 800 });
  const header = page.getByRole('banner');
  const isBelowHeader = async (target: Locator) => {
    const bar = (await header.boundingBox())!;
    const box = (await target.boundingBox())!;
    return box.y >= bar.y + bar.height - 1;
  };

  await page.goto(`${PUBLIC_ROUTES.whyDonate.path}?amount=2500#donate`);
  const panelHeading = page.getByRole('heading', { name: 'Make a donation' });
  await expect(panelHeading).toBeInViewport();
  expect(await isBelowHeader(panelHeading)).toBe(true);

  await page.goto(PUBLIC_ROUTES.contact.path);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#content$/);
  const pageHeading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await isBelowHeader(pageHeading)).toBe(true);
});
