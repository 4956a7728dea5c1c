import Cookies from 'js-cookie';
import { hasLanguageVersions } from 'shared-contracts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, languageOfPage, type Language } from 'shared-contracts/languages';

/** The language this page shows, by the rule the server rendered it with (shared-contracts/languages). */
export function pageLanguage(): Language {
  return languageOfPage(window.location.pathname, { chosen: Cookies.get(LANGUAGE_COOKIE), hasLanguageVersions });
}

/** Remembers the visitor's choice, for the server and the API too. */
export function rememberLanguage(language: Language) {
  Cookies.set(LANGUAGE_COOKIE, language, {
    expires: LANGUAGE_COOKIE_MAX_AGE_SECONDS / (24 * 60 * 60),
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}
