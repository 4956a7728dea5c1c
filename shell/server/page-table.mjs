import fs from 'node:fs';
import path from 'node:path';

/** The page table the shell's build wrote from shared-contracts (`pageTable()`). */
export function loadPageTable(distDir) {
  return JSON.parse(fs.readFileSync(path.join(distDir, 'page-table.json'), 'utf8'));
}

function withoutTrailingSlash(pathname) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

const isClientRendered = (table, pagePath) =>
  pagePath === table.clientRendered.prefix || pagePath.startsWith(`${table.clientRendered.prefix}/`);

/**
 * How the server answers a page path: its status and head, the remote that owns it, the key of
 * that remote's pre-rendered HTML (none for the per-user pages the browser renders) and the path
 * the frame is rendered at (one for all unknown paths, so they share one rendering). A page asked
 * for with a trailing slash or other capitals is sent to its one address (301), so the HTML is
 * always rendered for the address the browser shows.
 */
export function pageAnswerFor(table, pathname) {
  const pagePath = withoutTrailingSlash(pathname);
  const lower = pagePath.toLowerCase();
  const canonical = table.pages[lower] || isClientRendered(table, lower) ? lower : pagePath;
  // Never to '//host': a browser would leave the site.
  if (canonical !== pathname && !canonical.startsWith('//')) return { status: 301, location: canonical };
  const page = table.pages[pagePath];
  if (page) return { status: 200, path: pagePath, head: page.head, remote: page.remote, pageKey: pagePath, renderPath: pagePath };
  if (isClientRendered(table, pagePath)) {
    const { head, remote, prefix } = table.clientRendered;
    return { status: 200, path: pagePath, head, remote, pageKey: null, renderPath: prefix };
  }
  const { notFound } = table;
  return { status: 404, path: pagePath, head: notFound.head, remote: notFound.remote, pageKey: notFound.key, renderPath: notFound.location };
}
