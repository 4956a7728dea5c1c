import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  languageCookie,
  languageOfPage,
  localisedPath,
  underPrefixOf,
  splitLanguagePrefix,
} from 'shared-contracts/languages';
import { PAGE_FILE_PATH } from 'static-server/page-files';

/** The page table the shell's build wrote from shared-contracts (`pageTable()`). */
export function loadPageTable(distDir) {
  return JSON.parse(fs.readFileSync(path.join(distDir, 'page-table.json'), 'utf8'));
}

function withoutTrailingSlash(pathname) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** A language prefix in other capitals (`/HI/contact`) written as the site writes it. */
function withOneSpelledPrefix(pathname) {
  const [, first, rest] = /^\/([^/]+)(.*)$/.exec(pathname) ?? [];
  const language = first?.toLowerCase();
  // English has no prefix: `/EN/contact` is no other spelling of a page.
  return language && first !== language && language !== DEFAULT_LANGUAGE && isLanguage(language) ? `/${language}${rest}` : pathname;
}

/** '//host' or '/\host': a browser sent there would leave the site. */
const leavesSite = (location) => /^\/[/\\]/.test(location);

const INDEX_FILE = new RegExp(`/index${PAGE_FILE_PATH.source}`, 'i');

/** A folder's index file, as sites built another way address their pages (`/about/index.html`): the folder. */
function withoutIndexFile(pathname) {
  return pathname.replace(INDEX_FILE, '') || '/';
}

const isClientRendered = (table, pagePath) =>
  pagePath === table.clientRendered.prefix || pagePath.startsWith(`${table.clientRendered.prefix}/`);

/** What the table says of a path: one of its pages, the per-user pages, or the not-found page. */
function entryFor(table, pagePath) {
  const page = table.pages[pagePath];
  if (page) return { kind: 'page', ...page };
  if (isClientRendered(table, pagePath)) return { kind: 'client-rendered', ...table.clientRendered };
  return { kind: 'not-found', ...table.notFound };
}

/**
 * How long a browser keeps the way from `/` to its chosen language's home: a returning visitor
 * opening the site's address is taken there without a round trip (over half a second on a slow
 * line). It is kept per Cookie header (Vary), so a new choice, or signing in or out, asks again.
 */
const CHOSEN_HOME_REDIRECT_CACHE = 'private, max-age=86400';

/**
 * How the server answers a page address, given the visitor's chosen language (the cookie):
 * - its one spelling: a trailing slash, repeated slashes, other capitals (a language prefix's
 *   too) or a folder's index file (`/mr/index.html`) answer 301, in one step, so the HTML is always
 *   rendered for the address the browser shows (a language's home is `/hi`);
 * - `/` opens the chosen language's home (302), and a prefixed address of a screen without
 *   language versions (`/mr/login`) goes to its one address, remembering the language;
 * - else its status, language, head, owning remote, the key of that remote's pre-rendered HTML
 *   (none for the per-user pages the browser renders: for those, the keys of the heads the remote
 *   published, the page's own first), the address search engines are pointed at, and the address and language the frame is rendered for (one for all unknown paths of a language, so they share one rendering).
 */
export function pageAnswerFor(table, pathname, chosenLanguage) {
  const spelling = withOneSpelledPrefix(withoutIndexFile(withoutTrailingSlash(pathname.replace(/\/{2,}/g, '/'))));
  if (spelling !== pathname) {
    const next = pageAnswerFor(table, spelling, chosenLanguage);
    const location = next.status === 301 ? next.location : spelling;
    if (!leavesSite(location)) return { status: 301, location };
  }
  const chosen = isLanguage(chosenLanguage) ? chosenLanguage : undefined;
  const { language: prefixLanguage, path: rest, prefixed } = splitLanguagePrefix(pathname);
  const pagePath = withoutTrailingSlash(rest);
  const lower = pagePath.toLowerCase();
  const known = table.pages[lower] || isClientRendered(table, lower);
  const canonicalPath = known ? lower : pagePath;
  const entry = entryFor(table, canonicalPath);
  if (prefixed && !entry.languageVersions) {
    return { status: 302, location: canonicalPath, headers: { 'Set-Cookie': languageCookie(prefixLanguage) } };
  }
  const canonical = underPrefixOf(pathname, canonicalPath);
  if (canonical !== pathname && !leavesSite(canonical)) return { status: 301, location: canonical };
  if (pathname === '/' && chosen && chosen !== DEFAULT_LANGUAGE) {
    return { status: 302, location: localisedPath('/', chosen), headers: { Vary: 'Cookie', 'Cache-Control': CHOSEN_HOME_REDIRECT_CACHE } };
  }
  const language = languageOfPage(pathname, { chosen, hasLanguageVersions: () => entry.languageVersions });
  const followsChoice = !prefixed && !entry.languageVersions;
  const answer = { path: pathname, canonicalAddress: pathname, language, head: entry.head, remote: entry.remote, headers: followsChoice || pathname === '/' ? { Vary: 'Cookie' } : {} };
  const inLanguage = (pagePathOfFrame) => (entry.languageVersions ? localisedPath(pagePathOfFrame, language) : pagePathOfFrame);
  if (entry.kind === 'page') {
    // The same page in each language, for search engines and the language switch of link previews.
    const addressed = entry.canonicalPath ?? canonicalPath;
    const alternates = entry.languageVersions ? Object.fromEntries(LANGUAGES.map((other) => [other, localisedPath(addressed, other)])) : null;
    const canonicalAddress = entry.canonicalPath ? inLanguage(entry.canonicalPath) : pathname;
    return { ...answer, canonicalAddress, status: 200, pageKey: localisedPath(canonicalPath, language), renderPath: pathname, alternates };
  }
  if (entry.kind === 'client-rendered') {
    // The page's own head as the remote published it, else its area's (any other path under it).
    const headKeys = [localisedPath(canonicalPath, language), localisedPath(entry.prefix, language)];
    return { ...answer, status: 200, pageKey: null, headKeys, renderPath: entry.prefix, alternates: null };
  }
  return { ...answer, status: 404, pageKey: localisedPath(entry.location, language), renderPath: inLanguage(entry.location), alternates: null };
}
