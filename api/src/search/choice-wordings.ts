import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { LANGUAGES } from 'shared-contracts/languages';
import { compileCatalog } from '../../../build/catalog/compile-catalog.cjs';

/**
 * The forms' fixed choices (a call-back's topic, a programme) are stored as the contract names
 * them, in English, and shown to staff in their language. The site's catalogs of those choices
 * give each wording the stored value as its id, so a search for the Marathi `माती` or the Hindi
 * `मिट्टी` finds the entries stored as 'Soil or water test'.
 */
const CATALOGS = path.resolve(__dirname, '../../../shared-ui/src/locales/form-choices');

/** Each stored value with its wordings in every language, lower-cased. */
function readWordings(): Map<string, string[]> {
  const wordings = new Map<string, string[]>();
  for (const language of LANGUAGES) {
    const messages = compileCatalog(fs.readFileSync(path.join(CATALOGS, `${language}.po`), 'utf8'));
    const catalog = setupI18n({ locale: language, messages: { [language]: messages } });
    for (const value of Object.keys(messages)) wordings.set(value, [...(wordings.get(value) ?? []), catalog._(value).toLowerCase()]);
  }
  return wordings;
}

const WORDINGS = readWordings();

/** The stored choice values with a wording, in any language, that holds `word` (any case). */
export function choicesWorded(word: string): string[] {
  const sought = word.toLowerCase();
  return [...WORDINGS].filter(([, wordings]) => wordings.some((wording) => wording.includes(sought))).map(([value]) => value);
}
