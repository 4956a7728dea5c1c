import { setupI18n, type I18n } from '@lingui/core';
import type { Language } from 'shared-contracts/languages';

const instances = new Map<Language, I18n>();

/**
 * One i18n instance per language for rendering HTML: pages of several languages may render at
 * the same time, so none of them may switch the language of a shared instance.
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = setupI18n({ locale: language, messages: { [language]: {} } });
    instances.set(language, instance);
  }
  return instance;
}
