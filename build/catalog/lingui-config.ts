/**
 * Where an app's messages are extracted to and read from: one gettext catalog per language and
 * per part of the app that loads on its own (see README, "Languages"). Each app's
 * lingui.config.ts lists its parts; `npm run i18n:extract` refreshes every catalog.
 */
import { defineConfig, type LinguiConfig } from '@lingui/conf';
import { LANGUAGES, DEFAULT_LANGUAGE } from 'shared-contracts/languages';

export interface CatalogPart {
  /** Folder of the part's catalogs, relative to the app: `src/locales` holds en.po, hi.po, mr.po. */
  path: string;
  /** The source files and folders whose messages the part's catalogs hold. */
  include: string[];
  exclude?: string[];
}

export function linguiConfigFor(parts: CatalogPart[]): LinguiConfig {
  return defineConfig({
    sourceLocale: DEFAULT_LANGUAGE,
    locales: [...LANGUAGES],
    // A message not yet translated shows in English rather than as an id; the completeness
    // check in `npm test` keeps that from shipping.
    fallbackLocales: { default: DEFAULT_LANGUAGE },
    catalogs: parts.map((part) => ({
      path: `<rootDir>/${part.path}/{locale}`,
      include: part.include.map((source) => `<rootDir>/${source}`),
      exclude: ['**/*.test.ts', '**/*.test.tsx', ...(part.exclude ?? []).map((source) => `<rootDir>/${source}`)],
    })),
    // The extractor's own gettext format, so it names messages as it reads them back.
    format: 'po',
    formatOptions: { lineNumbers: false },
    orderBy: 'messageId',
  });
}
