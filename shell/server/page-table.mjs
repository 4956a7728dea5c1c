import fs from 'node:fs';
import path from 'node:path';

/** The page table the shell's build wrote from shared-contracts (`pageTable()`). */
export function loadPageTable(distDir) {
  return JSON.parse(fs.readFileSync(path.join(distDir, 'page-table.json'), 'utf8'));
}

function withoutTrailingSlash(pathname) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * How the server answers a page path: a known page with its own head, a per-user page under the
 * client-rendered prefix with that area's head, anything else 404 with the not-found head (the
 * browser then shows the not-found page).
 */
export function pageAnswerFor(table, pathname) {
  const pagePath = withoutTrailingSlash(pathname);
  const head = table.pages[pagePath];
  if (head) return { status: 200, head, path: pagePath };
  const { prefix } = table.clientRendered;
  if (pagePath === prefix || pagePath.startsWith(`${prefix}/`)) return { status: 200, head: table.clientRendered.head, path: pagePath };
  return { status: 404, head: table.notFound, path: pagePath };
}
