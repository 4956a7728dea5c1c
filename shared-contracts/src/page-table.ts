import { AUTH_ROUTES, DASHBOARD_PREFIX, DASHBOARD_ROUTES, FREE_SERVICE_ALIAS_PATH, PUBLIC_ROUTES, SITE_NAME, SITEMAP_PATHS } from './routes';

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

/**
 * What the server needs to answer a page request before any JavaScript runs: each page path's
 * head, the prefix of the per-user pages the browser renders, the not-found head and the sitemap.
 */
export function pageTable() {
  const pages: Record<string, PageHead> = {};
  for (const route of [...Object.values(PUBLIC_ROUTES), ...Object.values(AUTH_ROUTES)]) pages[route.path] = headOf(route);
  pages[FREE_SERVICE_ALIAS_PATH] = pages[PUBLIC_ROUTES.freeService.path];
  return {
    pages,
    clientRendered: { prefix: DASHBOARD_PREFIX, head: headOf(DASHBOARD_ROUTES.home) },
    notFound: headOf({ ...NOT_FOUND_PAGE, path: '/404' }),
    sitemap: SITEMAP_PATHS,
  };
}
export type PageTable = ReturnType<typeof pageTable>;
