/**
 * The site's languages and how a page's address carries one. Plain JavaScript, so the shell's
 * server and the API read the same rules as the browser.
 *
 * English pages keep their paths; Hindi and Marathi public pages live under /hi and /mr
 * (`/mr/contact`; the Hindi home is `/hi`, as the router writes its links). The auth screens and the dashboard have no prefix: they follow the
 * visitor's choice, which a cookie remembers so the server and the API see it too.
 */
export const LANGUAGES = ['en', 'hi', 'mr'];
export const DEFAULT_LANGUAGE = 'en';

/** Each language's name in its own script, as the switch shows it. */
export const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/**
 * The locale Intl formats with: Indian digit grouping (₹1,00,000) in every language, and Latin
 * digits, as the site's texts write their numbers and as phones and UPI apps show them (Marathi's
 * own default, Devanagari digits, would mix both kinds on one page).
 */
export const INTL_LOCALES = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN-u-nu-latn' };

export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives sessions. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie that remembers a chosen language, one spelling for the server (a Set-Cookie value)
 * and the browser (`document.cookie`); `secure` on a page served over HTTPS.
 */
export function languageCookie(language, { secure = false } = {}) {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Where the language switch's links go: the server remembers the choice (the cookie), then sends
 * the visitor to the page in that language. So the switch works before the page's scripts run and
 * without them; with them, a click sets the cookie itself and goes straight to the page.
 */
export const LANGUAGE_CHOICE_PATH = '/choose-language';

export function languageChoiceLink(language, returnTo) {
  return `${LANGUAGE_CHOICE_PATH}?${new URLSearchParams({ language, return: returnTo })}`;
}

export function isLanguage(value) {
  return typeof value === 'string' && LANGUAGES.includes(value);
}

const PREFIXED = /^\/(hi|mr)(\/.*)?$/;

/**
 * `/mr/contact` → { language: 'mr', path: '/contact', prefixed: true }; `/hi/` and `/hi` → the
 * Hindi home, path '/'; `/contact` → English, not prefixed.
 */
export function splitLanguagePrefix(pathname) {
  const match = PREFIXED.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname, prefixed: false };
  return { language: match[1], path: match[2] || '/', prefixed: true };
}

/** What a language's paths start with: nothing for English. */
export function languagePrefix(language) {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * The router's basename at an address: its language prefix (so the page's links stay in its
 * language), or none for an address without one.
 */
export function routerBasename(pathname) {
  const { language, prefixed } = splitLanguagePrefix(pathname);
  return prefixed ? languagePrefix(language) : '';
}

/** A path in a language: ('/contact', 'mr') → '/mr/contact'; ('/', 'hi') → '/hi'. */
export function localisedPath(path, language) {
  const prefix = languagePrefix(language);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/** A path under the language prefix the address `pathname` has, if any: '/contact' at '/hi/faqs' is '/hi/contact'. */
export function underPrefixOf(pathname, path) {
  const { language, prefixed } = splitLanguagePrefix(pathname);
  return prefixed ? localisedPath(path, language) : path;
}

/**
 * The language a page shows: the one its address names; else, for the screens without language
 * versions (auth, dashboard), the visitor's choice; else English.
 */
export function languageOfPage(pathname, { chosen, hasLanguageVersions }) {
  const { language, path, prefixed } = splitLanguagePrefix(pathname);
  if (prefixed) return language;
  if (!hasLanguageVersions(path) && isLanguage(chosen)) return chosen;
  return DEFAULT_LANGUAGE;
}
