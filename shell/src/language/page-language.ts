import Cookies from 'js-cookie';
import { hasLanguageVersions } from 'shared-contracts';
import { LANGUAGE_COOKIE, languageOfPage, type Language } from 'shared-contracts/languages';

/** The language this page shows, by the rule the server rendered it with (shared-contracts/languages). */
export function pageLanguage(): Language {
  return languageOfPage(window.location.pathname, { chosen: Cookies.get(LANGUAGE_COOKIE), hasLanguageVersions });
}
