import { setupI18n, type I18n } from '@lingui/core';
import type { Language } from 'shared-contracts/languages';
import { activateLanguage } from '../i18n/language';

const instances = new Map<Language, I18n>();
/** Ids of messages rendered while their catalog was not loaded, per instance. */
const missing = new Map<I18n, Set<string>>();

/**
 * One i18n instance per language for rendering HTML: pages of several languages may render at
 * the same time, so none of them may switch the language of a shared instance.
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const created = setupI18n({ messages: { [language]: {} } });
    activateLanguage(created, language);
    const ids = new Set<string>();
    created.on('missing', ({ id }) => ids.add(id));
    instances.set(language, created);
    missing.set(created, ids);
    instance = created;
  }
  return instance;
}

/**
 * Fails when something rendered a message whose catalog nobody loaded (a part without
 * `useCatalog`): the HTML would show the message's id, and the browser its text.
 */
export function checkNoMessageMissing(i18n: I18n, page: string): void {
  const ids = missing.get(i18n);
  if (!ids?.size) return;
  const list = [...ids].join(', ');
  ids.clear();
  throw new Error(`${page} rendered messages whose catalog was not loaded (ids ${list}): call useCatalog for it`);
}
