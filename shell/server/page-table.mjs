import fs from 'node:fs';
import path from 'node:path';

/** The page table the shell's build wrote from shared-contracts (`pageTable()`). */
export function loadPageTable(distDir) {
  return JSON.parse(fs.readFileSync(path.join(distDir, 'page-table.json'), 'utf8'));
}

function withoutTrailingSlash(pathname) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Key of the not-found page among a remote's pre-rendered pages (NOT_FOUND_PAGE_KEY). */
const NOT_FOUND_PAGE_KEY = '*';

/**
 * How the server answers a page path: its status and head, the remote that owns it, the key of
 * that remote's pre-rendered HTML (none for the per-user pages the browser renders) and the path
 * the frame is rendered at (one for all unknown paths, so they share one rendering).
 */
export function pageAnswerFor(table, pathname) {
  const pagePath = withoutTrailingSlash(pathname);
  const page = table.pages[pagePath];
  if (page) return { status: 200, path: pagePath, head: page.head, remote: page.remote, pageKey: pagePath, renderPath: pagePath };
  const { prefix } = table.clientRendered;
  if (pagePath === prefix || pagePath.startsWith(`${prefix}/`)) {
    return { status: 200, path: pagePath, head: table.clientRendered.head, remote: table.clientRendered.remote, pageKey: null, renderPath: prefix };
  }
  const { notFound } = table;
  return { status: 404, path: pagePath, head: notFound.head, remote: notFound.remote, pageKey: NOT_FOUND_PAGE_KEY, renderPath: notFound.location };
}
