import { languageCookie, type Language } from 'shared-contracts/languages';

/** Remembers the visitor's choice, for the server and the API too (the cookie the server sets, spelt once). */
export function rememberLanguage(language: Language) {
  document.cookie = languageCookie(language, { secure: window.location.protocol === 'https:' });
}
