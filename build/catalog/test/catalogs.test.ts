/**
 * Every app's catalogs are complete: each message in the code is in the English catalog (run
 * `npm run i18n:extract` after changing messages), and has a Hindi and a Marathi translation in
 * Devanagari with the same placeholders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { formatter } from '@lingui/format-po';

const ROOT = path.resolve(__dirname, '../../..');
/** Every workspace with messages: those with a lingui.config.ts. */
const workspaces: string[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
const APPS = workspaces.filter((workspace) => fs.existsSync(path.join(ROOT, workspace, 'lingui.config.ts')));
const TRANSLATED = ['hi', 'mr'] as const;

interface CatalogEntry {
  /** The English source text; absent where the message has an explicit id (the English catalog's translation is its text). */
  message?: string;
  context?: string;
  translation: string;
}

/**
 * A catalog file's messages by id: the one Lingui derives from the source text and context, or
 * the explicit one a message is given (a form choice's id is the value the contract stores).
 */
function readCatalog(file: string): Map<string, CatalogEntry> {
  const entries = Object.entries(formatter().parse(fs.readFileSync(file, 'utf8')));
  return new Map(entries.filter(([, entry]) => !entry.obsolete).map(([id, entry]) => [id, { message: entry.message, context: entry.context, translation: entry.translation ?? '' }]));
}

/** A message's English text, as its English catalog has it. */
const sourceIn = (english: Map<string, CatalogEntry>, id: string) => english.get(id)?.message ?? english.get(id)?.translation ?? id;

/**
 * `{name}`, `{0}` and `<0>`/`</0>`: what the code fills in, each once, in any order. A plural's
 * value counts by its name (`{minutes, plural, one {...} other {...}}` is `{minutes}`), as a
 * language may say one and many alike or in its own forms.
 */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]|<\/?\d+\/?>/g)].map(([whole, name]) => (name === undefined ? whole : `{${name}}`)))].sort();
const DEVANAGARI = /[\u0900-\u097F]/;
/** Words a visitor reads, once placeholders and tags are taken out. */
const hasWords = (text: string) => /[A-Za-z]{3,}/.test(text.replace(/\{[^{}]+\}|<\/?\d+\/?>/g, ''));

describe.each(APPS)('the catalogs of %s', (app) => {
  let parts: { path: string; inCode: Map<string, string> }[];

  beforeAll(async () => {
    const config = getConfig({ configPath: path.join(ROOT, app, 'lingui.config.ts'), skipValidation: true });
    const catalogs = await getCatalogs(config);
    parts = await Promise.all(
      catalogs.map(async (catalog) => {
        const messages = (await catalog.collect()) ?? {};
        return { path: catalog.path, inCode: new Map(Object.entries(messages).map(([id, message]) => [id, message.message ?? id])) };
      }),
    );
  });

  it('hold every message of the code, and no other', () => {
    for (const part of parts) {
      const english = readCatalog(`${part.path.replace('{locale}', 'en')}.po`);
      expect([...english.keys()].map((id) => sourceIn(english, id)).sort()).toEqual([...part.inCode.values()].sort());
      // An explicit id changed in the code but not in the catalog would show as the bare id.
      const explicitIds = [...english].filter(([, entry]) => entry.message === undefined).map(([id]) => id);
      expect(explicitIds.filter((id) => !part.inCode.has(id))).toEqual([]);
    }
  });

  it.each(TRANSLATED)('translate every message into %s, in Devanagari, with the same placeholders', (language) => {
    for (const part of parts) {
      const english = readCatalog(`${part.path.replace('{locale}', 'en')}.po`);
      const translated = readCatalog(`${part.path.replace('{locale}', language)}.po`);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      const problems = [...translated].flatMap(([id, { translation }]) => {
        const source = sourceIn(english, id);
        if (!translation) return [`missing: ${source}`];
        if (hasWords(source) && !DEVANAGARI.test(translation)) return [`not Devanagari: ${source} → ${translation}`];
        if (placeholders(translation).join() !== placeholders(source).join()) return [`placeholders differ: ${source} → ${translation}`];
        return [];
      });
      expect(problems).toEqual([]);
    }
  });
});

/**
 * The shell and every remote load their catalogs into one Lingui instance, so a message the same
 * in two catalogs is looked up by one id: two translations of it would show whichever catalog came
 * last. A word that means two things (the verb on a button, the noun naming a field) needs a
 * `context` in one of its places.
 */
describe('one translation per message across all catalogs', () => {
  const catalogFiles = (language: string) =>
    APPS.flatMap((app) => {
      const config = getConfig({ configPath: path.join(ROOT, app, 'lingui.config.ts'), skipValidation: true });
      return config.catalogs!.map((catalog) => `${path.resolve(config.rootDir, catalog.path.replace('<rootDir>', config.rootDir).replace('{locale}', language))}.po`);
    });

  it.each(TRANSLATED)('%s', (language) => {
    const seen = new Map<string, { translation: string; file: string }>();
    const english = new Map(catalogFiles('en').flatMap((file) => [...readCatalog(file)]));
    const conflicts: string[] = [];
    const files = catalogFiles(language);
    expect(files.filter((file) => !fs.existsSync(file))).toEqual([]);
    for (const file of files) {
      for (const [id, { translation }] of readCatalog(file)) {
        // The same id, and the same English text under another id (a form choice's), say it alike.
        for (const key of new Set([id, `${english.get(id)?.context ?? ''}\u0004${sourceIn(english, id)}`])) {
          const earlier = seen.get(key);
          if (!earlier) seen.set(key, { translation, file: path.relative(ROOT, file) });
          else if (earlier.translation !== translation)
            conflicts.push(`${sourceIn(english, id)}: "${earlier.translation}" (${earlier.file}) vs "${translation}" (${path.relative(ROOT, file)})`);
        }
      }
    }
    expect(conflicts).toEqual([]);
  });
});
