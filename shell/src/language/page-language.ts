import Cookies from 'js-cookie';
import { i18n } from '@lingui/core';
import { hasLanguageVersions } from 'shared-contracts';
import { LANGUAGE_COOKIE, languageOfPage, routerBasename, type Language } from 'shared-contracts/languages';

/** The language the page at a path shows when loaded, by the rule the server renders it with (shared-contracts/languages). */
function languageAt(pathname: string): Language {
  return languageOfPage(pathname, { chosen: Cookies.get(LANGUAGE_COOKIE), hasLanguageVersions });
}

/** The language this page shows, as it starts. */
export function pageLanguage(): Language {
  return languageAt(window.location.pathname);
}

/**
 * The language the page a link leads to will show. A link under this page's language prefix is
 * followed by its router, in the language the page shows (the auth screens too, whatever the
 * cookie says); any other loads its page whole, in that page's language.
 */
export function languageOfLinkedPage(pathname: string): Language {
  if (routerBasename(pathname) === routerBasename(window.location.pathname)) return i18n.locale as Language;
  return languageAt(pathname);
}
