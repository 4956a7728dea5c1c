import { use } from 'react';
import { i18n as pageI18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts/languages';
import { noteRenderedChunk } from '../rendered-chunks';

type Translated = Exclude<Language, typeof DEFAULT_LANGUAGE>;

/**
 * The messages of one part of an app (the frame, a remote, one page) in every language. English
 * ships inside the code that shows it, so an English page loads nothing more; Hindi and Marathi
 * are chunks of their own, loaded only by a page in that language.
 */
export interface Catalog {
  /** Tells catalogs apart when several load together. */
  readonly id: number;
  readonly english: Messages;
  readonly translations: Record<Translated, () => Promise<{ messages: Messages }>>;
  /**
   * The names the translations' chunks have (webpackChunkName), so a page rendered ahead of time
   * names them and a Hindi or Marathi page fetches them with its HTML.
   */
  readonly chunks?: Record<Translated, string>;
}

/**
 * Per i18n instance (the page's, or one per language while rendering HTML): the catalogs in it
 * per language, and the loads under way.
 */
const present = new WeakMap<I18n, Map<Language, Set<Catalog>>>();
const pending = new WeakMap<I18n, Map<Catalog, Promise<void>>>();
/** The catalogs a part waited for together, by the language and their ids. */
const together = new WeakMap<I18n, Map<string, Promise<void>>>();
let catalogsDefined = 0;

const languageOf = (i18n: I18n) => i18n.locale as Language;

function markPresent(i18n: I18n, language: Language, catalog: Catalog) {
  const languages = present.get(i18n) ?? new Map<Language, Set<Catalog>>();
  present.set(i18n, languages);
  languages.set(language, (languages.get(language) ?? new Set()).add(catalog));
}

export function defineCatalog(english: Messages, translations: Catalog['translations'], chunks?: Catalog['chunks']): Catalog {
  const catalog = { id: (catalogsDefined += 1), english, translations, chunks };
  // An English page has it at once, without waiting for anything.
  pageI18n.load(DEFAULT_LANGUAGE, english);
  markPresent(pageI18n, DEFAULT_LANGUAGE, catalog);
  return catalog;
}

function hasCatalog(catalog: Catalog, i18n: I18n = pageI18n): boolean {
  return present.get(i18n)?.get(languageOf(i18n))?.has(catalog) ?? false;
}

/**
 * Puts a catalog's messages for the instance's language into it (once; a failed load is tried
 * again next time).
 */
export function loadCatalog(catalog: Catalog, i18n: I18n = pageI18n): Promise<void> {
  if (hasCatalog(catalog, i18n)) return Promise.resolve();
  const loads = pending.get(i18n) ?? new Map<Catalog, Promise<void>>();
  pending.set(i18n, loads);
  const known = loads.get(catalog);
  if (known) return known;
  const language = languageOf(i18n);
  const messages = language === DEFAULT_LANGUAGE ? Promise.resolve(catalog.english) : catalog.translations[language]().then((module) => module.messages);
  const load = messages.then(
    (loaded) => {
      i18n.load(language, loaded);
      markPresent(i18n, language, catalog);
      loads.delete(catalog);
    },
    (error: unknown) => {
      loads.delete(catalog);
      throw error;
    },
  );
  loads.set(catalog, load);
  return load;
}

/**
 * Fetches catalogs' translations into the language, ahead of the part that shows them, without
 * putting them into any i18n instance: the part's useCatalog then finds them fetched. English
 * ships with the code, and a failed fetch (offline) is left to the visit.
 */
export function fetchTranslations(catalogs: readonly Catalog[], language: Language): void {
  if (language === DEFAULT_LANGUAGE) return;
  catalogs.forEach((catalog) => catalog.translations[language]().catch(() => undefined));
}

/**
 * Renders only once the catalogs are there in the page's language: suspends the first time a Hindi
 * or Marathi part of the page needs them (a Suspense boundary shows meanwhile; while hydrating, the
 * server's HTML stays). They load side by side. One that cannot load throws to the nearest error
 * boundary.
 */
export function useCatalog(...catalogs: Catalog[]): void {
  const { i18n } = useLingui();
  const language = languageOf(i18n);
  if (language !== DEFAULT_LANGUAGE) catalogs.forEach((catalog) => catalog.chunks && noteRenderedChunk(catalog.chunks[language]));
  const waited = waitedFor(catalogs, i18n);
  // A part that has waited once always waits on that same promise (settled by then): React
  // replays a component with the promises it waited for, in order, and would mix them up if the
  // calls changed. A part that never had to wait (every English one) never calls `use`.
  if (waited) use(waited);
}

/**
 * The one promise a set of catalogs was (or is) loaded with in an instance (React's `use` marks it
 * settled); none when they were all there from the start. A failed one is dropped, so a retry
 * loads again.
 */
function waitedFor(catalogs: Catalog[], i18n: I18n): Promise<void> | undefined {
  const loads = together.get(i18n) ?? new Map<string, Promise<void>>();
  together.set(i18n, loads);
  const key = `${languageOf(i18n)}:${catalogs.map((catalog) => catalog.id).join(',')}`;
  const known = loads.get(key);
  if (known) return known;
  const missing = catalogs.filter((catalog) => !hasCatalog(catalog, i18n));
  if (missing.length === 0) return undefined;
  const load = Promise.all(missing.map((catalog) => loadCatalog(catalog, i18n))).then(
    () => undefined,
    (error: unknown) => {
      loads.delete(key);
      throw error;
    },
  );
  loads.set(key, load);
  return load;
}
