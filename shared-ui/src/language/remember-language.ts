import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from 'shared-contracts/languages';

/** Remembers the visitor's choice, for the server and the API too. */
export function rememberLanguage(language: Language) {
  Cookies.set(LANGUAGE_COOKIE, language, {
    expires: LANGUAGE_COOKIE_MAX_AGE_SECONDS / (24 * 60 * 60),
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}
