import { expect, test } from '../fixtures';

test('home fetches its hero poster once, in one image format', async ({ page }) => {
  const posters: string[] = [];
  page.on('request', (request) => {
    if (/\/hero-poster\.[0-9a-f]+\.(avif|webp)$/.test(new URL(request.url()).pathname)) posters.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('img', { name: /paddy fields at sunrise/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posters).toHaveLength(1);
  expect(posters[0]).toMatch(/\.avif$/);
});
