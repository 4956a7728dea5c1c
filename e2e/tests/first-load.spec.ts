import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ADMIN, PORTS } from '../harness/ports';
import { signInWithCookie } from '../helpers/accounts-api';
import { expectConfirmation, fillFields, submitTo } from '../helpers/forms';
import { API_PATHS, remoteForPath } from 'shared-contracts';

function watchPosterRequests(page: Page): string[] {
  const posters: string[] = [];
  page.on('request', (request) => {
    if (/\/hero-poster\.[0-9a-f]+\.(avif|webp)$/.test(new URL(request.url()).pathname)) posters.push(request.url());
  });
  return posters;
}

const heroPoster = (page: Page) => page.getByRole('img', { name: /paddy fields at sunrise/ });

test('home brings its hero poster inside its HTML: shown at once and fetched by no request', async ({ page }) => {
  const posters = watchPosterRequests(page);
  await page.goto('/');
  await expect(heroPoster(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await heroPoster(page).evaluate((img: HTMLImageElement) => ({ complete: img.complete, width: img.naturalWidth, source: img.currentSrc.slice(0, 22) }))).toEqual({
    complete: true,
    width: 640,
    source: 'data:image/avif;base64',
  });
  expect(posters).toEqual([]);
});

test('home rendered in the browser fetches its hero poster once, in one image format', async ({ page }) => {
  const posters = watchPosterRequests(page);
  await page.goto('/contact');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(heroPoster(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posters).toHaveLength(1);
  expect(posters[0]).toMatch(/\.avif$/);
});

/** The shell's scripts a page's HTML lists to run after its first paint. */
function shellScriptsIn(html: string): string[] {
  const list = /<script id="shell-scripts-after-first-paint" type="application\/json">(.*?)<\/script>/.exec(html);
  return list ? JSON.parse(list[1]) : [];
}

/** The addresses of the scripts a page's HTML preloads: the shell's and the remote's. */
const preloadedScriptsIn = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);

/** The remote's scripts a page's HTML preloads, which the federation runtime runs. */
const remoteScriptsIn = (html: string) => preloadedScriptsIn(html).filter((url) => !shellScriptsIn(html).includes(url));

/** Every script the page requests from now on, in order. */
function watchScriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  return scripts;
}

/** A production chunk file's id: its files are named `<chunk id>.<hash>.js`. */
const chunkIdOf = (url: string) => /^\/([^./]+)\.[0-9a-f]+\.js$/.exec(new URL(url).pathname)?.[1];

/** The chunks of a build that ran on the page: each registers itself, by id, in its build's chunk array. */
async function chunksRun(page: Page, build: string): Promise<string[]> {
  return page.evaluate(
    (global) => ((window as unknown as Record<string, [unknown[]][] | undefined>)[global] ?? []).flatMap(([ids]) => ids.map(String)),
    `rspackChunk${build}`,
  );
}

/** What a test asserts of the remote's preloaded scripts: each was used, none fetched again. */
async function expectPreloadsUsed(page: Page, remote: string, preloaded: string[]): Promise<void> {
  const chunks = preloaded.filter((url) => chunkIdOf(url) !== undefined);
  expect(chunks.length, 'the page preloads chunks besides remoteEntry.js').toBeGreaterThan(0);
  // Polled: the network can be idle while a busy machine has yet to run what arrived.
  const notRun = async () => {
    const ran = await chunksRun(page, remote);
    return chunks.filter((url) => !ran.includes(chunkIdOf(url)!));
  };
  await expect.poll(notRun, { message: 'every preloaded chunk ran' }).toEqual([]);
}

for (const path of ['/', '/contact', '/login', '/hi/contact']) {
  test(`${path} names the scripts it starts with, so the browser fetches them with the HTML, each once, and uses them`, async ({ page, request }) => {
    const response = await request.get(path);
    const shellOrigin = new URL(response.url()).origin;
    const html = await response.text();
    const shellScripts = shellScriptsIn(html);
    const remoteScripts = remoteScriptsIn(html);
    expect(preloadedScriptsIn(html).slice(0, shellScripts.length), "the shell's scripts are preloaded too").toEqual(shellScripts);
    expect([...html.matchAll(/<script[^>]* src=/g)], 'the HTML names no script file to run: its loader starts them after the first paint').toEqual([]);
    expect(html, 'the loader is inside the page, last').toMatch(/<script>[^<]+<\/script><\/body>/);
    const fetched = watchScriptRequests(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');

    expect(new Set(fetched).size, 'no script is fetched twice').toBe(fetched.length);
    const fetchedFromShell = fetched.filter((url) => new URL(url).origin === shellOrigin).map((url) => new URL(url).pathname);
    expect(shellScripts.length, 'main.js and the chunks it starts').toBeGreaterThan(1);
    expect(fetchedFromShell.sort(), "every script of the shell is named in the page").toEqual([...shellScripts].sort());
    expect(remoteScripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    const fetchedFromRemote = fetched.filter((url) => new URL(url).origin !== shellOrigin);
    expect(fetchedFromRemote.sort(), "every script of the remote is named in the page").toEqual([...remoteScripts].sort());
    await expectPreloadsUsed(page, remoteForPath(path), remoteScripts);
  });
}

for (const path of ['/', '/hi/contact']) {
  test(`${path} is painted before the shell's scripts run`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { firstScriptAdded?: number };
      new MutationObserver((changes, observer) => {
        if (changes.some((change) => [...change.addedNodes].some((node) => node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)))) {
          seen.firstScriptAdded = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    const { firstPaint, mainAdded } = await page.evaluate(() => {
      // paintTime: when the browser painted the first content (startTime is when it showed on screen).
      const paint = performance.getEntriesByName('first-contentful-paint')[0] as PerformanceEntry & { paintTime: number };
      return { firstPaint: paint.paintTime, mainAdded: (window as unknown as { firstScriptAdded?: number }).firstScriptAdded };
    });
    expect(mainAdded).toBeGreaterThan(firstPaint);
  });
}

test("/dashboard, which the browser renders, names its remote's start scripts too: each fetched once and used", async ({ page, context, request }) => {
  // The shell's server hands out the start scripts it last had and fetches them again meanwhile.
  let preloaded: string[] = [];
  await expect
    .poll(async () => {
      const html = await (await request.get('/dashboard')).text();
      preloaded = remoteScriptsIn(html);
      return preloaded.map((url) => new URL(url).pathname);
    })
    .toContain('/remoteEntry.js');
  expect(preloaded.every((url) => new URL(url).port === String(PORTS.remoteDashboard))).toBe(true);
  const fetched = watchScriptRequests(page);
  await signInWithCookie(context, request, { ...ADMIN, name: 'Admin' });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard - Form Data' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new Set(fetched).size, 'no script is fetched twice').toBe(fetched.length);
  await expectPreloadsUsed(page, 'remote_dashboard', preloaded);
});

test('the API client downloads while a visitor fills in a form, so sending it fetches no script', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const scripts = watchScriptRequests(page);
  const form = page.getByRole('form', { name: 'Contact us' });

  await fillFields(form, { Name: 'Asha Warm', Email: `warm-${Date.now()}@e2e.test`, 'Contact number': '9876543210', Message: 'Please call me' });
  await expect.poll(() => scripts.length, 'the first field focused fetches the API client').toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const beforeSending = scripts.length;
  await expectConfirmation(form, await submitTo(page, form, 'Send message', API_PATHS.submit('contact')));
  expect(scripts.slice(beforeSending), 'sending fetches no script').toEqual([]);
});

test("a form page and the API client it loads check with zod's mini build only: zod's chained API (26 KB gzip) stays out", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    // A script still arriving when the test ends has no body to read; it is not one asserted on.
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/contact');
  await fillFields(page.getByRole('form', { name: 'Contact us' }), { Name: 'Asha Mini' });
  // zod's classes keep their names through minification: "ZodMiniString" for the mini build. Polled
  // for the API client, which the focus fetches after the page may already have gone idle.
  const scriptsWith = async (className: string) => (await Promise.all(scripts)).filter((body) => body.includes(`"${className}"`));
  await expect.poll(async () => (await scriptsWith('ZodMiniString')).length, { message: 'the form page and the API client' }).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith('ZodString')).toEqual([]);
});
