import path from 'node:path';
import type { I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from 'shared-contracts/languages';
import { loadCatalog } from '../i18n/load-catalog';

/**
 * The e-mails the API sends, in the language the visitor chose on the site (the `lang` cookie,
 * which the site's pages set; English without one). Their texts are written in English in the
 * code as `/*i18n*\/ { id: 'English text' }` descriptors (the API is not compiled with Lingui's
 * macros, so the English text is the id), which `npm run i18n:extract` collects into
 * src/mail/locales/{en,hi,mr}.po like the site's own messages.
 */
export interface MailText {
  id: string;
}

const LOCALES = path.join(__dirname, 'locales');

const translators = new Map<Language, I18n>(LANGUAGES.map((language) => [language, loadCatalog(path.join(LOCALES, `${language}.po`), language).i18n]));

/**
 * The language to write to a request's visitor in: the page's they sent it from (the site's API
 * client names it alone in Accept-Language, `mr`), else the one they chose (the `lang` cookie),
 * else English. A browser's own Accept-Language (`hi-IN,hi;q=0.9,en;q=0.8`) is no page's and is
 * not followed, as the site does not follow it either.
 */
export function languageOf(request: { headers: Record<string, string | string[] | undefined>; cookies: Record<string, string | undefined> }): Language {
  const page = request.headers['accept-language'];
  if (isLanguage(page)) return page;
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/** The texts of a mail in a language: each with its values filled in. */
export function mailTextsIn(language: Language): (text: MailText, values?: Record<string, string | number>) => string {
  const translator = translators.get(language)!;
  return (text, values = {}) => translator._(text.id, values);
}
