import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

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

test("the page names every script of the shell it needs to start, so the browser fetches them at once, each once", async ({ page, request }) => {
  const response = await request.get('/');
  const shellOrigin = new URL(response.url()).origin;
  const html = await response.text();
  const named = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((match) => match[1]);
  const shellScripts: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.resourceType() === 'script' && url.origin === shellOrigin) shellScripts.push(url.pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(named.length).toBeGreaterThan(5);
  expect(shellScripts.sort()).toEqual([...named].sort());
});
