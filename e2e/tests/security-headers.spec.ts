import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { BASE_URL, PORTS } from '../harness/ports';
import { remoteUrl } from '../harness/site';
import { accountWithRole, signInWithCookie } from '../helpers/accounts-api';
import { waitForReactHeading } from '../helpers/server-html';

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('pages carry the security headers, with a policy naming exactly the remotes', async ({ request }) => {
  for (const path of ['/', '/login', '/contact', '/dashboard']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const headers = response.headers();
    const policy = headers['content-security-policy'];
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    // The page's own loader, allowed by its hash: no other inline script runs.
    const inlineAllowed = scriptSources.filter((source) => source.startsWith("'sha256-"));
    expect(inlineAllowed).toHaveLength(1);
    expect(scriptSources.filter((source) => !inlineAllowed.includes(source)).sort()).toEqual(
      ["'self'", remoteUrl(PORTS.remotePublic), remoteUrl(PORTS.remoteAuth), remoteUrl(PORTS.remoteDashboard)].sort(),
    );
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('unsafe-eval');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Served over plain HTTP here: HSTS would be meaningless and is left out.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test("the remotes' servers let no other site frame their files or stand-alone pages, and send nothing to be sniffed", async ({ request }) => {
  for (const port of [PORTS.remotePublic, PORTS.remoteAuth, PORTS.remoteDashboard]) {
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/login']) {
      const headers = (await request.get(`${remoteUrl(port)}${path}`)).headers();
      const where = `${port}${path}`;
      expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], where).toBe('DENY');
      expect(headers['x-content-type-options'], where).toBe('nosniff');
      expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
    }
  }
});

test('an address the server cannot read is refused with the same headers as every page', async ({ request }) => {
  const page = (await request.get('/contact', { headers: { accept: 'text/html' } })).headers();
  const unreadable = await request.get(`${new URL(BASE_URL).origin}/%zz`);
  expect(unreadable.status()).toBe(400);
  const headers = unreadable.headers();
  for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
    expect(headers[name], name).toBe(page[name]);
  }
});

test('the composed site works under its policy: no violation on public, auth and dashboard pages', async ({ page, context, request }) => {
  const violations = await recordViolations(page);

  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Buttons in remote-public's part work once it has hydrated the page (a tap before is dropped).
  await page.goto('/contact');
  await waitForReactHeading(page);
  await page.getByRole('button', { name: 'Show map of our Gondia office' }).click();
  await expect(page.locator('iframe')).toBeVisible();
  await page.goto('/about-us/why-donate-us');
  await waitForReactHeading(page);
  await page.getByRole('button', { name: '₹1,000', exact: true }).click();
  await page.getByRole('button', { name: 'Donate Now', exact: true }).click();
  await expect(page.getByRole('img', { name: /QR code to pay/ })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /login/i }).first()).toBeVisible();
  await page.getByRole('link', { name: /signup/i }).first().click();
  await expect(page).toHaveURL(/\/signup$/);

  await signInWithCookie(context, request, await accountWithRole(request, 'admin'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard - Form Data' })).toBeVisible();

  expect(violations).toEqual([]);
});

test('another site cannot frame the login page', async ({ page }) => {
  await page.setContent(`<iframe src="http://localhost:${PORTS.shell}/login" title="framed login"></iframe>`);
  await expect.poll(() => page.frames().find((frame) => frame !== page.mainFrame())?.url()).toMatch(/^chrome-error:/);
  const framed = page.frameLocator('iframe');
  await expect(framed.getByRole('button', { name: /login/i })).toHaveCount(0);
});
