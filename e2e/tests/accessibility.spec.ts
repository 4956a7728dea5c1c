import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { AUTH_ROUTES, DASHBOARD_ROUTES, ORGANISATION, OTP_LENGTH, PUBLIC_ROUTES, SITE_NAME, type DashboardRole } from 'shared-contracts';
import { waitForCode } from '../harness/mailbox';
import { ADMIN, PORTS } from '../harness/ports';
import { accountWithRole, signInWithCookie, uniqueEmail } from '../helpers/accounts-api';
import { loginThroughUi } from '../helpers/accounts';
import { expectNoAxeViolations } from '../helpers/axe';
import { focusIndicatorOf, tabTo } from '../helpers/keyboard';
import { findSmallTargets } from '../helpers/tap-targets';
import { desktopMenu, desktopMenuToggle, phoneMenu, phoneMenuToggle } from '../helpers/header-menus';

const MOBILE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** A page is ready for checking once its remote has rendered the page's heading. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Moves to `route` inside the running site, as a click on a link would (a full load per page
 * would double the run time); ready once the page has set its title and heading.
 */
async function navigateInApp(page: Page, route: { path: string; title: string }): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route.path);
  await expect(page).toHaveTitle(route.path === '/' ? `${SITE_NAME} | ${route.title}` : `${route.title} | ${SITE_NAME}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** A field by its visible label; required fields add an asterisk that screen readers skip. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);

test.describe('axe-core finds no WCAG 2.2 AA violation', () => {
  test('on every public page and the not-found page', async ({ page }) => {
    // Up to 10 s a page on a busy machine; about 2 s on an idle one.
    test.setTimeout(Object.keys(PUBLIC_ROUTES).length * 10_000);
    await openPage(page, PUBLIC_ROUTES.home.path);
    for (const route of Object.values(PUBLIC_ROUTES)) {
      await navigateInApp(page, route);
      await expectNoAxeViolations(page, route.title);
    }
    await openPage(page, '/no-such-page');
    await expectNoAxeViolations(page, 'not found');
  });

  test('on every auth screen', async ({ page }) => {
    await openPage(page, AUTH_ROUTES.login.path);
    for (const route of Object.values(AUTH_ROUTES)) {
      await navigateInApp(page, route);
      await expectNoAxeViolations(page, route.title);
    }
  });

  const dashboardPaths: Record<DashboardRole, string[]> = {
    user: [DASHBOARD_ROUTES.home.path, DASHBOARD_ROUTES.profile.path],
    volunteer: [DASHBOARD_ROUTES.home.path, DASHBOARD_ROUTES.profile.path],
    admin: [DASHBOARD_ROUTES.home.path, DASHBOARD_ROUTES.profile.path, DASHBOARD_ROUTES.userList.path],
  };
  for (const [role, paths] of Object.entries(dashboardPaths) as [DashboardRole, string[]][]) {
    test(`on the dashboard of a ${role}, desktop and phone`, async ({ page, context, request }) => {
      await signInWithCookie(context, request, await accountWithRole(request, role));
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        for (const path of paths) {
          await openPage(page, path);
          await expectNoAxeViolations(page, `${role} ${path} at ${viewport.width}px`);
        }
      }
    });
  }

  test('with the menus, an FAQ answer and the payment details open', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openPage(page, PUBLIC_ROUTES.home.path);
    await phoneMenuToggle(page).click();
    await expect(phoneMenu(page)).toBeVisible();
    await expectNoAxeViolations(page, 'mobile menu open');

    await page.setViewportSize(DESKTOP);
    await openPage(page, PUBLIC_ROUTES.home.path);
    const aboutMenu = desktopMenuToggle(page, 'About Us');
    // Keyboard, as a mouse would open the menu on hover before the click.
    await aboutMenu.focus();
    await page.keyboard.press('Enter');
    await expect(desktopMenu(page, 'about-us')).toBeVisible();
    // Tab goes into the open menu; Escape closes it and hands the focus back to its toggle.
    await page.keyboard.press('Tab');
    await expect(desktopMenu(page, 'about-us').getByRole('link', { name: 'Who We Are' })).toBeFocused();
    await expectNoAxeViolations(page, 'desktop dropdown open');
    await page.keyboard.press('Escape');
    await expect(desktopMenu(page, 'about-us')).toBeHidden();
    await expect(aboutMenu).toBeFocused();

    await openPage(page, PUBLIC_ROUTES.faqs.path);
    // Keyboard: a question is a native disclosure, which Enter opens.
    const firstQuestion = page.getByRole('main').locator('details').first();
    await firstQuestion.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(firstQuestion).toHaveAttribute('open', '');
    await expect(firstQuestion.locator('summary + *')).toBeVisible();
    // Its +/− sign is for the eye: screen readers hear the question alone.
    expect(await firstQuestion.ariaSnapshot()).not.toMatch(/[+−]/);
    await expectNoAxeViolations(page, 'FAQ answer open');

    await openPage(page, PUBLIC_ROUTES.heroDonate.path);
    await page.getByLabel('Or type an amount (₹)').fill('500');
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await expect(page.getByRole('img', { name: /QR/i })).toBeVisible();
    await expectNoAxeViolations(page, 'payment details shown');

    await openPage(page, PUBLIC_ROUTES.contact.path);
    const contactForm = page.getByRole('form', { name: 'Contact us' });
    await contactForm.getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'contact form showing its errors');
  });

  test('with the dashboard menu open on a phone', async ({ page, context, request }) => {
    await signInWithCookie(context, request, await accountWithRole(request, 'user'));
    await page.setViewportSize(MOBILE);
    await openPage(page, DASHBOARD_ROUTES.home.path);
    // The dashboard has no site header: this is its own menu toggle.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'dashboard menu open');
  });

  test('on the screen shown when a part of the site cannot load', async ({ page }) => {
    await page.route(`http://localhost:${PORTS.remoteAuth}/**`, (route) => route.abort());
    await openPage(page, PUBLIC_ROUTES.home.path);
    await page.getByRole('link', { name: 'Staff login' }).click();
    await expect(page.getByRole('heading', { name: 'This part of the site could not be loaded' })).toBeVisible();
    await expectNoAxeViolations(page, 'remote fallback');
  });

  test("on a first load whose part stays the server's HTML, under the note that it could not load", async ({ page }) => {
    await page.route(`http://localhost:${PORTS.remoteAuth}/**`, (route) => route.abort());
    await page.goto(AUTH_ROUTES.login.path);
    await expect(page.getByRole('alert').filter({ hasText: 'Part of this page could not load' })).toBeVisible();
    await expectNoAxeViolations(page, 'part kept as the server HTML');
  });
});

test.describe('keyboard only, with the focus visible on every stop', () => {
  test("a page chosen from a desktop menu takes the focus to its heading, so the next Tab goes on in that page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, PUBLIC_ROUTES.home.path);
    await desktopMenuToggle(page, 'About Us').focus();
    await page.keyboard.press('Enter');
    await tabTo(page, desktopMenu(page, 'about-us').getByRole('link', { name: 'Our Team' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about-us\/our-team$/);
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Our Team' });
    await expect(heading).toBeFocused();
    // On from the heading: into the page, or past it to the footer, not back to the header's start.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main, footer')))).toBe(true);
  });

  test("the page shown, chosen again from a desktop menu, closes the menu and leaves the focus on the menu's button, not at the page's start", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, PUBLIC_ROUTES.ourTeam.path);
    const toggle = desktopMenuToggle(page, 'About Us');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await tabTo(page, desktopMenu(page, 'about-us').getByRole('link', { name: 'Our Team' }));
    await page.keyboard.press('Enter');
    await expect(desktopMenu(page, 'about-us')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the page shown, chosen again from the phone menu, closes the menu and leaves the focus on the menu's toggle, not at the page's start", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openPage(page, PUBLIC_ROUTES.contact.path);
    const toggle = phoneMenuToggle(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await tabTo(page, phoneMenu(page).getByRole('link', { name: 'Contact', exact: true }));
    await page.keyboard.press('Enter');
    await expect(phoneMenu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('signup, code verification and landing on login', async ({ page }) => {
    const email = uniqueEmail('keyboard');
    await openPage(page, AUTH_ROUTES.signup.path);
    const form = page.getByRole('main');
    const entries: [string, string][] = [
      ['Name', 'Keyboard User'],
      ['Mobile Number', '9876543210'],
      ['Email', email],
      ['Password', 'Keyboard-pass-1'],
      ['Confirm Password', 'Keyboard-pass-1'],
    ];
    for (const [label, value] of entries) {
      const field = form.getByLabel(labelled(label));
      await tabTo(page, field);
      await page.keyboard.type(value);
    }
    const toggle = form.getByRole('button', { name: 'Show passwords' });
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(form.getByLabel(labelled('Password'))).toHaveAttribute('type', 'text');
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(labelled('Password'))).toHaveAttribute('type', 'password');

    const since = Date.now();
    await tabTo(page, form.getByRole('button', { name: 'Signup' }));
    await page.keyboard.press('Enter');
    const code = await waitForCode(email, since);
    const firstBox = form.getByRole('textbox', { name: new RegExp(`1 of ${OTP_LENGTH}$`) });
    await expect(firstBox).toBeFocused();
    expect((await focusIndicatorOf(page)).visible, 'focus indicator on the first code box').toBe(true);
    await expectNoAxeViolations(page, 'code verification step');
    await page.keyboard.type(code);
    await tabTo(page, form.getByRole('button', { name: 'verify' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the contact form is sent with Enter and confirmed', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.contact.path);
    const form = page.getByRole('form', { name: 'Contact us' });
    const entries: [string, string][] = [
      ['Name', 'Keyboard Visitor'],
      ['Email', uniqueEmail('contact')],
      ['Contact number', '9876543210'],
      ['Message', 'Sent without a mouse.'],
    ];
    for (const [label, value] of entries) {
      await tabTo(page, form.getByLabel(labelled(label)));
      await page.keyboard.type(value);
    }
    await tabTo(page, form.getByRole('button', { name: 'Send message' }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveAttribute('data-tone', 'success');
  });

  test('a form sent empty with Enter reads its first error and says how many there are, with no alerts read over each other', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.contact.path);
    const form = page.getByRole('form', { name: 'Contact us' });
    const name = form.getByLabel(labelled('Name'));
    await tabTo(page, name);
    await page.keyboard.press('Enter');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'fields need correcting' })).toHaveText(
      /^Name is required\. \d fields need correcting\.$/,
    );
  });

  test("a form the server refuses keeps the keyboard's place: the focus is back on its button, not at the page's start", async ({ page }) => {
    await page.route('**/api/forms/contact', (route) => route.fulfill({ status: 503, json: { message: 'The service is temporarily unavailable. Please try again shortly.' } }));
    await openPage(page, PUBLIC_ROUTES.contact.path);
    const form = page.getByRole('form', { name: 'Contact us' });
    for (const [label, value] of [['Name', 'Keyboard Visitor'], ['Email', uniqueEmail('refused')], ['Contact number', '9876543210'], ['Message', 'Refused once.']]) {
      await form.getByLabel(labelled(label)).fill(value);
    }
    const send = form.getByRole('button', { name: 'Send message' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('The service is temporarily unavailable. Please try again shortly.');
    await expect(send).toBeFocused();
  });

  test('on a phone, no control reached with Tab rests under the floating back-to-top button (WCAG 2.4.11)', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, PUBLIC_ROUTES.home.path);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    const underTheButton: string[] = [];
    let reachedTheFooterEnd = false;
    for (let press = 0; press < 150 && !reachedTheFooterEnd; press += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const links = [...document.querySelectorAll('footer a, footer button')];
        return { name: (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40), last: focused === links.at(-1) };
      });
      reachedTheFooterEnd = stop.last;
      if (!(await backToTop.isVisible()) || (await backToTop.evaluate((button) => button === document.activeElement))) continue;
      const button = (await backToTop.boundingBox())!;
      const covered = await page.evaluate((b) => {
        const box = document.activeElement!.getBoundingClientRect();
        return box.right > b.x && box.left < b.x + b.width && box.bottom > b.y && box.top < b.y + b.height;
      }, button);
      if (covered) underTheButton.push(stop.name);
    }
    expect(reachedTheFooterEnd).toBe(true);
    expect(underTheButton).toEqual([]);
  });
});

test("the focus ring on the top bar's dark links is white and inside them, not the page's blue cut off by the header (WCAG 1.4.11)", async ({ page }) => {
  await openPage(page, PUBLIC_ROUTES.home.path);
  // The top bar's first link: the charity's phone number.
  const phone = page.locator('a[href^="tel:"]').first();
  await tabTo(page, phone);
  const ring = await phone.evaluate((link) => {
    const style = getComputedStyle(link);
    return { color: style.outlineColor, offset: parseFloat(style.outlineOffset) };
  });
  expect(ring).toEqual({ color: 'rgb(255, 255, 255)', offset: expect.any(Number) });
  expect(ring.offset).toBeLessThan(0);
});

test('on a phone the top bar takes three rows, not four: the e-mail shows as its envelope, named by the address', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openPage(page, PUBLIC_ROUTES.home.path);
  // The top bar's, ahead of the footer's.
  const email = page.locator(`a[href="mailto:${ORGANISATION.email}"]`).first();
  await expect(email).toHaveAccessibleName(ORGANISATION.email);
  // Three rows of 32 px links and their gaps; the address on a row of its own made four (140 px).
  expect((await page.getByRole('banner').boundingBox())?.y).toBeLessThanOrEqual(110);
  expect((await email.boundingBox())?.width).toBeLessThan(48);

  await page.setViewportSize(DESKTOP);
  expect((await email.boundingBox())?.width).toBeGreaterThan(150);
});

test('on a 320 px phone no page scrolls sideways (WCAG 1.4.10): every public page, every auth screen and the code step', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const wider: string[] = [];
  for (const path of [...Object.values(PUBLIC_ROUTES), ...Object.values(AUTH_ROUTES)].map((route) => route.path)) {
    await openPage(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wider.push(`${path}: ${width} px`);
  }
  expect(wider).toEqual([]);
});

test('on a laptop or desktop the header fits the window, signed out and signed in: its menu and its logout button in view, nothing scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const WIDTHS = [1024, 1120, 1181, 1280, 1366, 1440, 1920];
  const misfits: string[] = [];
  const check = async (state: string) => {
    for (const path of ['/contact', '/hi/contact', '/mr/contact']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // In any language: the main menu by its id, the phone menu's toggle as the one disclosure of
        // the header outside the main menu.
        const mainMenu = page.locator('#site-menus');
        const menuShown = (await mainMenu.isVisible()) ? mainMenu : page.getByRole('banner').locator('details:not(nav details) > summary');
        const inView = [page.getByRole('banner').getByRole('link').first(), menuShown, ...(state === 'signed in' ? [page.getByRole('banner').getByRole('button', { name: /LOGOUT|लॉगआउट/ })] : [])];
        for (const element of inView) {
          const box = await element.boundingBox();
          if (!box || box.x < 0 || box.x + box.width > width) misfits.push(`${state} ${path} at ${width} px: ${await element.evaluate((node) => node.outerHTML.slice(0, 60))}`);
        }
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (pageWidth > width) misfits.push(`${state} ${path} at ${width} px: the page is ${pageWidth} px wide`);
      }
    }
  };
  await check('signed out');
  await loginThroughUi(page, ADMIN);
  await check('signed in');
  expect(misfits).toEqual([]);
});

test.describe('tap targets on a 360 px phone are at least 24 px or spaced as WCAG 2.5.8 allows', () => {
  test.use({ viewport: MOBILE });

  for (const path of [PUBLIC_ROUTES.home.path, PUBLIC_ROUTES.contact.path, AUTH_ROUTES.login.path]) {
    test(path, async ({ page }) => {
      await openPage(page, path);
      expect(await findSmallTargets(page)).toEqual([]);
    });
  }

  test('/dashboard of a user', async ({ page, context, request }) => {
    await signInWithCookie(context, request, await accountWithRole(request, 'user'));
    await openPage(page, DASHBOARD_ROUTES.home.path);
    expect(await findSmallTargets(page)).toEqual([]);
  });
});

test("on a 360 px phone the footer's phone number and e-mail address are full-size tap targets (44 px tall, as the site's buttons), not a line of text", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openPage(page, PUBLIC_ROUTES.home.path);
  const address = page.getByRole('contentinfo').locator('address');
  for (const name of [ORGANISATION.phone, ORGANISATION.email]) {
    const box = (await address.getByRole('link', { name }).boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
});
