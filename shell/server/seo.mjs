import { LANGUAGE_CHOICE_PATH } from 'shared-contracts/languages';
import { escapeMarkup } from './escape-markup.mjs';

export function renderSitemap(siteUrl, paths) {
  const urls = paths.map((p) => `  <url><loc>${escapeMarkup(new URL(p, siteUrl).toString())}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The account area is private, and the language switch's links only redirect; everything else may be crawled. */
export function renderRobots(siteUrl) {
  return `User-agent: *\nDisallow: /dashboard\nDisallow: /api/\nDisallow: ${LANGUAGE_CHOICE_PATH}\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).toString()}\n`;
}

/** /sitemap.xml and /robots.txt; the sitemap's paths come from the page table the build wrote. */
export function registerSeoRoutes(app, { sitemapPaths, siteUrl }) {
  const sitemap = renderSitemap(siteUrl, sitemapPaths);
  const robots = renderRobots(siteUrl);
  app.get('/sitemap.xml', (_request, reply) => reply.type('application/xml').header('Cache-Control', 'no-cache').send(sitemap));
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain').header('Cache-Control', 'no-cache').send(robots));
}
