import path from 'node:path';
import { LANGUAGES } from 'shared-contracts/languages';
import { loadCatalog } from '../i18n/load-catalog';

/**
 * The forms' fixed choices (a call-back's topic, a programme) are stored as the contract names
 * them, in English, and shown to staff in their language. The site's catalogs of those choices
 * give each wording the stored value as its id, so a search for the Marathi `माती` or the Hindi
 * `मिट्टी` finds the entries stored as 'Soil or water test'.
 */
const CATALOGS = path.resolve(__dirname, '../../../shared-ui/src/locales/form-choices');

/** One spelling of a text: lower case, and Devanagari's nukta letters (ज़) composed one way (NFC). */
const comparable = (text: string) => text.normalize('NFC').toLowerCase();

/** Each stored value with its wordings in every language. */
function readWordings(): Map<string, string[]> {
  const wordings = new Map<string, string[]>();
  for (const language of LANGUAGES) {
    const { ids, i18n } = loadCatalog(path.join(CATALOGS, `${language}.po`), language);
    for (const value of ids) wordings.set(value, [...(wordings.get(value) ?? []), comparable(i18n._(value))]);
  }
  return wordings;
}

const WORDINGS = readWordings();

/** A word this short is in nearly every wording (`e`): it finds what it finds in the entries alone. */
const SHORTEST_WORD = 2;

/** The stored choice values with a wording, in any language, that holds `word` (any case). */
export function choicesWorded(word: string): string[] {
  const sought = comparable(word);
  if ([...sought].length < SHORTEST_WORD) return [];
  return [...WORDINGS].filter(([, wordings]) => wordings.some((wording) => wording.includes(sought))).map(([value]) => value);
}
