import { LANGUAGES, languagePrefix, localisedPath, type Language } from '../languages/languages.mjs';
import {
  AUTH_ROUTES,
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  FREE_SERVICE_ALIAS_PATH,
  hasLanguageVersions,
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
  /** The picture a link to the page shows (og:image); without one, the site's own. */
  image?: PageImage;
}

export interface PageImage {
  url: string;
  width: number;
  height: number;
  /** What the picture shows, in the page's language. */
  alt: string;
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
  /** Whether the page has Hindi and Marathi versions under /hi and /mr (else it follows the visitor's choice). */
  languageVersions: boolean;
  /** For a page's second address (the spec's /frees): its first, which search engines are pointed at. */
  canonicalPath?: string;
}

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
    pages[route.path] = { head: headOf(route), remote: remoteForPath(route.path), languageVersions: hasLanguageVersions(route.path) };
  }
  pages[FREE_SERVICE_ALIAS_PATH] = { ...pages[PUBLIC_ROUTES.freeService.path], canonicalPath: PUBLIC_ROUTES.freeService.path };
  return {
    pages,
    clientRendered: {
      prefix: DASHBOARD_PREFIX,
      head: headOf(DASHBOARD_ROUTES.home),
      remote: remoteForPath(DASHBOARD_PREFIX),
      languageVersions: hasLanguageVersions(DASHBOARD_PREFIX),
    },
    notFound: {
      head: headOf({ ...NOT_FOUND_PAGE, path: '/404' }),
      remote: remoteForPath(NOT_FOUND_RENDER_PATH),
      languageVersions: hasLanguageVersions(NOT_FOUND_RENDER_PATH),
      location: NOT_FOUND_RENDER_PATH,
    },
    sitemap: SITEMAP_PATHS.flatMap((path) => LANGUAGES.map((language) => localisedPath(path, language))),
  };
}

/**
 * Where a page's HTML in a language is kept among its remote's pre-rendered pages: the page's
 * path in that language (`/mr/contact`), also for a screen served without prefix (`/mr/login`).
 */
export function prerenderedPageKey(path: string, language: Language): string {
  return localisedPath(path, language);
}

export interface PrerenderedPageEntry {
  key: string;
  /** The page's path without language prefix. */
  path: string;
  language: Language;
  /** The address the page renders at, and the router's basename there (the language prefix, if any). */
  location: string;
  basename: string;
  head: PageHead;
}

/** The pages a remote renders to HTML at its build, each in every language. */
export function pagesOwnedBy(remote: RemoteName): PrerenderedPageEntry[] {
  const table = pageTable();
  const owned = Object.entries(table.pages)
    .filter(([, page]) => page.remote === remote)
    .map(([path, page]) => ({ path, head: page.head }));
  if (table.notFound.remote === remote) owned.push({ path: table.notFound.location, head: table.notFound.head });
  return owned.flatMap(({ path, head }) =>
    LANGUAGES.map((language) => {
      const versions = hasLanguageVersions(path);
      const location = versions ? localisedPath(path, language) : path;
      return { key: prerenderedPageKey(path, language), path, language, location, basename: versions ? languagePrefix(language) : '', head };
    }),
  );
}

/** One remote build's pages as HTML, published with the build (see build/server-render). */
export interface PrerenderedPages {
  remote: RemoteName;
  /** The build that rendered them: the browser hydrates only into HTML of the build it loaded. */
  build: string;
  /** Each page's HTML, CSS and head, and the named chunks it used: the lazily loaded page it shows (see lazyPage), its catalogs in Hindi or Marathi. */
  pages: Record<string, { html: string; css: string; head: PageHead; chunks: string[] }>;
}
