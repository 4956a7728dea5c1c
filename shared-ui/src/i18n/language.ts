import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, type Language } from 'shared-contracts/languages';

/** Shows `language` from now on, its messages' numbers formatted as INTL_LOCALES says. */
export function activateLanguage(i18n: I18n, language: Language): void {
  i18n.activate(language, [INTL_LOCALES[language]]);
}

/** The language the page shows. */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}
