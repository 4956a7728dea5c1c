import {
  AUTH_ROUTES,
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  FREE_SERVICE_ALIAS_PATH,
  PUBLIC_ROUTES,
  remoteForPath,
  SITE_NAME,
  SITEMAP_PATHS,
  type RemoteName,
} from './routes';

export interface PageHead {
  /** The whole document title, site name included. */
  title: string;
  description: string;
}

/** What remote-public shows (and the server answers with status 404) for a path nobody owns. */
export const NOT_FOUND_PAGE = { title: 'Page not found', description: 'This page does not exist.' } as const;

/** `Home` → `Gondia Gramin Vikas Foundation | Home`; any other page puts its own title first. */
export function documentTitle(route: { title: string; path: string }): string {
  return route.path === '/' ? `${SITE_NAME} | ${route.title}` : `${route.title} | ${SITE_NAME}`;
}

const headOf = (route: { title: string; description: string; path: string }): PageHead => ({
  title: documentTitle(route),
  description: route.description,
});

/** A page the server answers before any script runs, and the remote whose HTML fills it. */
export interface PageEntry {
  head: PageHead;
  remote: RemoteName;
}

/** The key of the not-found page among a remote's pre-rendered pages. */
export const NOT_FOUND_PAGE_KEY = '*';
/** A path nobody owns: where the not-found page is rendered. */
const NOT_FOUND_RENDER_PATH = '/page-not-found';

/**
 * What the server needs to answer a page request before any JavaScript runs: each page path's
 * head and owner, the prefix of the per-user pages the browser renders, the not-found page and
 * the sitemap.
 */
export function pageTable() {
  const pages: Record<string, PageEntry> = {};
  for (const route of [...Object.values(PUBLIC_ROUTES), ...Object.values(AUTH_ROUTES)]) {
    pages[route.path] = { head: headOf(route), remote: remoteForPath(route.path) };
  }
  pages[FREE_SERVICE_ALIAS_PATH] = pages[PUBLIC_ROUTES.freeService.path];
  return {
    pages,
    clientRendered: { prefix: DASHBOARD_PREFIX, head: headOf(DASHBOARD_ROUTES.home), remote: remoteForPath(DASHBOARD_PREFIX) },
    notFound: {
      head: headOf({ ...NOT_FOUND_PAGE, path: '/404' }),
      remote: remoteForPath(NOT_FOUND_RENDER_PATH),
      key: NOT_FOUND_PAGE_KEY,
      location: NOT_FOUND_RENDER_PATH,
    },
    sitemap: SITEMAP_PATHS,
  };
}
export type PageTable = ReturnType<typeof pageTable>;

/** The pages a remote renders to HTML at its build: under which key, at which location, with which head. */
export function pagesOwnedBy(remote: RemoteName): { key: string; location: string; head: PageHead }[] {
  const table = pageTable();
  const owned = Object.entries(table.pages)
    .filter(([, page]) => page.remote === remote)
    .map(([path, page]) => ({ key: path, location: path, head: page.head }));
  if (table.notFound.remote !== remote) return owned;
  return [...owned, { key: table.notFound.key, location: table.notFound.location, head: table.notFound.head }];
}

/** One remote build's pages as HTML, published with the build (see build/server-render). */
export interface PrerenderedPages {
  remote: RemoteName;
  /** The build that rendered them: the browser hydrates only into HTML of the build it loaded. */
  build: string;
  pages: Record<string, { html: string; css: string; head: PageHead }>;
}
