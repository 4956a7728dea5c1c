import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, documentTitle, prerenderedPageKey, type PageHead } from 'shared-contracts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from 'shared-contracts/languages';

/** A message's translation in one of the dashboard's catalogs, found by its English; the build stops without one. */
async function translationIn(language: Language, english: string): Promise<string> {
  if (language === DEFAULT_LANGUAGE) return english;
  const filename = path.join(__dirname, '..', 'src', 'locales', `${language}.po`);
  const catalog = await formatter().parse(await fs.promises.readFile(filename, 'utf8'), { locale: language, sourceLocale: DEFAULT_LANGUAGE, filename });
  const entry = Object.values(catalog).find((candidate) => candidate.message === english && !candidate.obsolete);
  if (!entry?.translation) throw new Error(`remote-dashboard: no ${language} translation of "${english}" (see src/lib/page-heads.ts)`);
  return entry.translation;
}

/**
 * The head every dashboard page starts with in each language, by page key (`/mr/dashboard`), as
 * the dashboard's home words it (DASHBOARD_PAGE_HEADS): the shell's server sends it before the
 * dashboard's scripts set the page's own.
 */
export async function dashboardHeads(): Promise<Record<string, Pick<PageHead, 'title' | 'description'>>> {
  const { home } = DASHBOARD_ROUTES;
  const heads = await Promise.all(
    LANGUAGES.map(async (language) => {
      const [title, description] = await Promise.all([translationIn(language, home.title), translationIn(language, home.description)]);
      return [prerenderedPageKey(DASHBOARD_PREFIX, language), { title: documentTitle({ path: home.path, title }), description }] as const;
    }),
  );
  return Object.fromEntries(heads);
}
