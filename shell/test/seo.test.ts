import { SITEMAP_PATHS } from 'shared-contracts';
import { renderRobots, renderSitemap } from '../server/seo.mjs';

describe('sitemap and robots', () => {
  it('lists every public route at the deployed address and no private page', () => {
    const xml = renderSitemap('https://example.org', SITEMAP_PATHS);
    const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(28);
    expect(locations).toContain('https://example.org/');
    expect(locations).toContain('https://example.org/donate/corporate-social-responsibility-for-organisation');
    expect(locations.some((url) => url.includes('/dashboard') || url.includes('/login'))).toBe(false);
  });

  it('keeps crawlers out of the account area and points them at the sitemap', () => {
    const robots = renderRobots('https://example.org');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /choose-language');
    expect(robots).toContain('Sitemap: https://example.org/sitemap.xml');
  });
});
