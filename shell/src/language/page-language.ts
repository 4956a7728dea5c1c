import Cookies from 'js-cookie';
import { hasLanguageVersions } from 'shared-contracts';
import { LANGUAGE_COOKIE, languageOfPage, type Language } from 'shared-contracts/languages';

/** The language the page at a path shows, by the rule the server renders it with (shared-contracts/languages). */
export function languageAt(pathname: string): Language {
  return languageOfPage(pathname, { chosen: Cookies.get(LANGUAGE_COOKIE), hasLanguageVersions });
}

/** The language this page shows. */
export function pageLanguage(): Language {
  return languageAt(window.location.pathname);
}
