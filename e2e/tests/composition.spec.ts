import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, waitForLiveSite } from '../fixtures';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../harness/processes';
import { BASE_URL, PORTS } from '../harness/ports';
import { remoteUrl, restartService, stopService } from '../harness/site';
import { waitForReactHeading } from '../helpers/server-html';

test('home renders inside the header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Gondia Gramin Vikas Foundation/);
});

test('a route of each remote renders', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  // Signed out: remote-dashboard sends the visitor to the login screen.
  await expect(page).toHaveURL(/\/login$/);
});

test('navigating between remotes keeps the page and the browser holds one copy of React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(await response.text());
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole('link', { name: 'Staff login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // React and React DOM each assign these internals once per copy that the browser runs.
  const copiesOf = (assignment: RegExp) => scripts.reduce((count, source) => count + (source.match(assignment)?.length ?? 0), 0);
  expect(copiesOf(/\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/g)).toBe(1);
  expect(copiesOf(/\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/g)).toBe(1);
  const versions = await page.evaluate(() => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean }>>> }[] } }).__FEDERATION__;
    const react = federation.__INSTANCES__[0].shareScopeMap.default.react;
    return Object.entries(react).filter(([, shared]) => shared.loaded).map(([version]) => version);
  });
  expect(versions).toHaveLength(1);
});

test("a tap on a link whose page is still on its way shows a bar over the page it leaves, until the new page is there", async ({ page }) => {
  await page.goto('/');
  await waitForReactHeading(page);
  const homeHeading = await page.getByRole('main').getByRole('heading', { level: 1 }).textContent();
  // The contact page's code is held back, as a slow line would.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteUrl(PORTS.remotePublic)}/*.js`, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // Shown after a short wait, so a quick move does not flash it: opacity 1 once the wait has passed.
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toHaveCSS('opacity', '1');
  await expect(page.locator('#content')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(homeHeading!);

  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(homeHeading!);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('#content')).not.toHaveAttribute('aria-busy');
});

test('a page whose code stalls after a tap is offered after ten seconds as a page loaded whole, which reads without that code', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForReactHeading(page);
  const homeHeading = await page.getByRole('main').getByRole('heading', { level: 1 }).textContent();
  // remote-public's scripts never answer, as on a line that stalled.
  await page.route(`${remoteUrl(PORTS.remotePublic)}/*.js`, () => undefined);
  await page.evaluate(() => Object.assign(window, { pageBeforeTheTap: true }));

  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const offer = page.getByRole('link', { name: 'Load it again' });
  await page.clock.fastForward(9_000);
  await expect(offer).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(page.getByText('The page you opened is taking a long time to load.')).toBeVisible();
  await expect(offer).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(homeHeading!);

  await offer.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(homeHeading!);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'pageBeforeTheTap' in window)).toBe(false);
});

test('the shell build names no remote address', () => {
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  const files = fs.readdirSync(dist).filter((file) => file.endsWith('.js') || file.endsWith('.html'));
  for (const file of files) {
    const source = fs.readFileSync(path.join(dist, file), 'utf8');
    expect(source.match(/(localhost|127\.0\.0\.1):\d{4}/), file).toBeNull();
  }
});

test('the runtime config comes from the server, with no-cache', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const config = await response.json();
  expect(config.remotes.map((remote: { entry: string }) => remote.entry)).toEqual([
    `http://localhost:${PORTS.remotePublic}/remoteEntry.js`,
    `http://localhost:${PORTS.remoteAuth}/remoteEntry.js`,
    `http://localhost:${PORTS.remoteDashboard}/remoteEntry.js`,
  ]);
});

test("the site's icons are kept a day, not asked for again on every page", async ({ request }) => {
  for (const icon of ['/favicon.ico', '/icon.svg']) {
    const response = await request.get(icon);
    expect(response.ok(), icon).toBe(true);
    expect(response.headers()['cache-control'], icon).toBe('public, max-age=86400');
  }
});

test("scripts go out as the build compressed them at its best setting, cached like the script itself", async ({ request }) => {
  const builtPage = fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  const shellScript = builtPage.match(/<script defer src="(\/main\.[0-9a-f]{10}\.js)"/)![1];
  for (const address of [shellScript, `${remoteUrl(PORTS.remotePublic)}/remoteEntry.js`]) {
    const plain = await request.get(address, { headers: { 'Accept-Encoding': 'identity' } });
    const source = await plain.text();
    for (const [encoding, copy, bestSetting] of [
      ['br', '.br', zlib.brotliCompressSync(source).length],
      ['gzip', '.gz', zlib.gzipSync(source, { level: 9 }).length],
    ] as const) {
      const response = await request.get(address, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers()['content-encoding'], `${address}${copy}`).toBe(encoding);
      expect(Number(response.headers()['content-length']), `${address}${copy}`).toBe(bestSetting);
      expect(response.headers()['cache-control'], `${address}${copy}`).toBe(plain.headers()['cache-control']);
      expect(response.headers()['content-type'], `${address}${copy}`).toBe(plain.headers()['content-type']);
      expect(await response.text(), `${address}${copy}`).toBe(source);
    }
  }
});

test('a page goes out with brotli at quality 5, not the compression plugin\'s 4', async () => {
  const encoded = await new Promise<Buffer>((resolve, reject) => {
    http.get(`${BASE_URL}/`, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve(Buffer.concat(parts)));
    }).on('error', reject);
  });
  const html = zlib.brotliDecompressSync(encoded);
  const atQuality = (quality: number) =>
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;
  expect(html.toString()).toContain('</html>');
  expect(encoded.length).toBe(atQuality(5));
  expect(atQuality(5)).toBeLessThan(atQuality(4));
});

test.describe('a remote that is down', () => {
  test.afterEach(async () => {
    await restartService('remote-auth');
  });

  test('shows the fallback in its area, the others keep working, and Try again recovers', async ({ page }) => {
    await stopService('remote-auth');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'This part of the site could not be loaded' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

    await page.getByRole('link', { name: 'Staff login' }).click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await restartService('remote-auth');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});

test.describe('remote-public down', () => {
  test.afterEach(async () => {
    await restartService('remote-public');
  });

  test('its pages still answer with the frame, then the fallback; never a 5xx', async ({ page, request }) => {
    await stopService('remote-public');
    for (const [path, status] of [['/', 200], ['/contact', 200], ['/faqs', 200], ['/no-such-page', 404]] as const) {
      const answer = await request.get(path, { headers: { accept: '*/*' } });
      expect(answer.status(), path).toBe(status);
      const html = await answer.text();
      expect(html, path).toContain('Skip to content');
      expect(html, path).toContain('<footer');
      expect(html, path).toContain('Loading...');
    }
    // The frame and its fallback in the page's language.
    const hindi = await (await request.get('/hi/contact', { headers: { accept: '*/*' } })).text();
    expect(hindi).toContain('लोड हो रहा है');
    expect(hindi).not.toContain('Loading...');
    await page.goto('/contact');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test("a Hindi page whose scripts cannot start (a file of its messages did not arrive) stays readable, under a note in Hindi", async ({ browser }) => {
  // A page of its own: the fixture's would wait for the site to go live, which it never does here.
  const page = await browser.newPage();
  const languageScripts = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'language-scripts.json'), 'utf8')) as Record<string, string[]>;
  const hindiScripts = new Set(languageScripts.hi.filter((file) => file.endsWith('.js')));
  expect(hindiScripts.size).toBeGreaterThan(0);
  await page.route(`http://localhost:${PORTS.shell}/*.js`, (route) =>
    hindiScripts.has(new URL(route.request().url()).pathname.slice(1)) ? route.abort() : route.continue(),
  );
  await page.goto(`http://localhost:${PORTS.shell}/hi/contact`);
  await expect(page.getByRole('alert').first()).toHaveText(/^यह पेज पूरा लोड नहीं हो सका/);
  await expect(page.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'गोपनीयता नीति' })).toBeVisible();
  await page.close();
});

test("a page whose shell entry cannot arrive stays readable, under the note in the page's language; one failed request alone is asked for again", async ({ browser }) => {
  // Pages of their own: the fixture's would wait for the site to go live, which the first never does.
  const entryScript = /^\/main\.[0-9a-f]+\.js$/;
  const shellScript = `http://localhost:${PORTS.shell}/*.js`;
  const down = await browser.newPage();
  await down.route(shellScript, (route) => (entryScript.test(new URL(route.request().url()).pathname) ? route.abort() : route.continue()));
  await down.goto(`http://localhost:${PORTS.shell}/mr/contact`);
  await expect(down.getByRole('alert')).toHaveText(/^हे पान पूर्ण लोड होऊ शकले नाही/);
  await expect(down.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await down.close();

  const once = await browser.newPage();
  let failed = 0;
  await once.route(shellScript, (route) => (entryScript.test(new URL(route.request().url()).pathname) && failed++ === 0 ? route.abort() : route.continue()));
  await once.goto(`http://localhost:${PORTS.shell}/mr/contact`);
  await waitForLiveSite(once);
  expect(failed).toBe(2);
  // The loader's own second request: the first had been handed the failed preload.
  await expect(once.locator('script[src^="/main."]')).toHaveCount(2);
  await expect(once.getByRole('alert')).toHaveCount(0);
  await once.close();
});

test("while a remote's code cannot arrive, a header link to another of its pages loads that page whole, as the server's HTML", async ({ page }) => {
  await page.route(`http://localhost:${PORTS.remotePublic}/remoteEntry.js`, (route) => route.abort());
  await page.goto('/contact');
  await expect(page.getByRole('alert').filter({ hasText: 'Part of this page could not load' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Contact Us');
  await expect(page.getByRole('alert').filter({ hasText: 'Part of this page could not load' })).toBeVisible();
});

test("on a phone, the note that part of the page could not load leaves the footer's last line readable at the page's end", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route(`http://localhost:${PORTS.remotePublic}/remoteEntry.js`, (route) => route.abort());
  await page.goto('/contact');
  const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not load' });
  await expect(notice).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const noticeTop = (await notice.boundingBox())!.y;
  const lastLine = page.getByRole('contentinfo').locator('p').last();
  await expect(lastLine).toContainText('80G');
  const textBottom = await lastLine.evaluate((line) => {
    const range = document.createRange();
    range.selectNodeContents(line);
    return Math.max(...[...range.getClientRects()].map((rect) => rect.bottom));
  });
  expect(textBottom).toBeLessThanOrEqual(noticeTop);
});

/**
 * Opens the contact page with `blocked` of remote-public's code held off, expects the page kept as
 * the server's HTML under the note (no error box), types a name, lets the code through and expects
 * the first Try again to bring the form to life with the name still in it.
 */
async function expectTryAgainToBringContactToLife(page: Page, blocked: string | ((url: URL) => boolean)) {
  await page.route(blocked, (route) => route.abort());
  await page.goto('/contact');
  const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not load' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel(/^Name/).fill('Kept through the failure');

  await page.unroute(blocked);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expect(notice).toHaveCount(0);
  await expect(form.getByLabel(/^Name/)).toHaveValue('Kept through the failure');
}

test("a remote whose code cannot arrive leaves its page as the server's HTML, with what was typed, and Try again brings it to life there", async ({ page }) => {
  await expectTryAgainToBringContactToLife(page, `http://localhost:${PORTS.remotePublic}/remoteEntry.js`);
});

test('after the connection comes back, the first Try again brings the page to life, though the scripts its head preloaded had failed', async ({ page }) => {
  await expectTryAgainToBringContactToLife(page, `http://localhost:${PORTS.remotePublic}/*.js`);
});

/** The files of the contact page's chunk in remote-public's build, as it names them (dist-private/named-chunks.json). */
function contactPageChunks(): Set<string> {
  const namedChunks = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'remote-public', 'dist-private', 'named-chunks.json'), 'utf8')) as Record<string, string[]>;
  return new Set(namedChunks['contact-page']);
}

test("a page whose own chunk cannot arrive stays the server's HTML, with what was typed, and Try again brings it to life there", async ({ page }) => {
  const contactPage = contactPageChunks();
  expect(contactPage.size).toBeGreaterThan(0);
  await expectTryAgainToBringContactToLife(page, (url) => contactPage.has(url.pathname.slice(1)));
});

for (const visit of [
  { language: 'English', home: '/', menu: 'Main', link: 'Contact', heading: 'Contact Us' },
  { language: 'Hindi', home: '/hi', menu: 'मुख्य मेनू', link: 'संपर्क', heading: 'हमसे संपर्क करें' },
]) {
  test(`a pointer on a link fetches its page's chunk, with its translations, before the tap, so the tap fetches no script (${visit.language})`, async ({ page }) => {
    const contactPage = contactPageChunks();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(visit.home);
    await waitForLiveSite(page);
    expect(scripts.filter((file) => contactPage.has(file))).toEqual([]);

    const contact = page.getByRole('navigation', { name: visit.menu }).getByRole('link', { name: visit.link, exact: true });
    await contact.hover();
    await expect.poll(() => scripts.filter((file) => contactPage.has(file)).length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const beforeTap = scripts.length;
    await contact.click();
    await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
    expect(scripts.slice(beforeTap)).toEqual([]);
  });
}

test("a pointer on another remote's link fetches its route tree's chunks side by side with its remoteEntry.js, not a round trip after", async ({ page }) => {
  // The shell's server names the other remotes' start scripts once it has had them from the remotes
  // (it asks each again every ten seconds).
  const remotesNamed = async () => {
    const list = /<script id="remote-start-scripts" type="application\/json">(.*?)<\/script>/.exec(await (await page.request.get('/')).text());
    return list ? Object.keys(JSON.parse(list[1])) : [];
  };
  await expect.poll(remotesNamed, { timeout: 15_000 }).toContain('remote_auth');
  const entry = `${remoteUrl(PORTS.remoteAuth)}/remoteEntry.js`;
  let release!: () => void;
  const entryHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(entry, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const chunksWhileEntryHeld: string[] = [];
  let entryArrived = false;
  page.on('requestfinished', (request) => {
    if (request.url() === entry) entryArrived = true;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!entryArrived && url.port === String(PORTS.remoteAuth) && url.pathname !== '/remoteEntry.js') chunksWhileEntryHeld.push(url.pathname);
  });
  await page.goto('/');
  await waitForLiveSite(page);
  const login = page.getByRole('link', { name: 'Staff login' });
  await login.hover();
  await expect.poll(() => chunksWhileEntryHeld.length).toBeGreaterThan(0);
  release();
  await login.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test("a page's chunk that stops arriving is given up after 30 s, not the bundler's default two minutes: the visitor is told, and Try again brings the page", async ({ page }) => {
  const contactPage = contactPageChunks();
  const stalled = (url: URL) => contactPage.has(url.pathname.slice(1));
  await page.clock.install();
  await page.goto('/');
  await waitForLiveSite(page);
  // The line stalls: the requests for the contact page's chunk get no answer.
  await page.route(stalled, () => undefined);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();

  // The clock also runs on its own: the wait is checked well before the limit, then taken past it.
  await page.clock.fastForward('00:20');
  const notice = page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' });
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward('00:11');
  await expect(notice).toBeVisible();

  await page.unroute(stalled);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Contact us' }).getByRole('button', { name: 'Send message' })).toBeEnabled();
});
