import fs from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import type { Language } from 'shared-contracts/languages';
import { compileCatalog } from '../../../build/catalog/compile-catalog.cjs';

/** A gettext catalog (.po) of one language, compiled as the site's bundles compile theirs: its message ids, and Lingui to translate them. */
export function loadCatalog(file: string, language: Language): { ids: string[]; i18n: I18n } {
  const messages = compileCatalog(fs.readFileSync(file, 'utf8'));
  return { ids: Object.keys(messages), i18n: setupI18n({ locale: language, messages: { [language]: messages } }) };
}
