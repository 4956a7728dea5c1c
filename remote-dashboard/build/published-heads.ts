import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { DASHBOARD_ROUTES, documentTitle, prerenderedPageKey, type PageHead } from 'shared-contracts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from 'shared-contracts/languages';

/**
 * Translates English through one of the dashboard's catalogs, read once; English as it is. The
 * build stops on a message with no translation.
 */
async function translatorFor(language: Language): Promise<(english: string) => string> {
  if (language === DEFAULT_LANGUAGE) return (english) => english;
  const filename = path.join(__dirname, '..', 'src', 'locales', `${language}.po`);
  const catalog = Object.values(await formatter().parse(await fs.promises.readFile(filename, 'utf8'), { locale: language, sourceLocale: DEFAULT_LANGUAGE, filename }));
  return (english) => {
    const entry = catalog.find((candidate) => candidate.message === english && !candidate.obsolete);
    if (!entry?.translation) throw new Error(`remote-dashboard: no ${language} translation of "${english}" (see src/lib/page-heads.ts)`);
    return entry.translation;
  };
}

/**
 * Each dashboard page's head in each language, by page key (`/mr/dashboard/profile`), as the page
 * words it (DASHBOARD_PAGE_HEADS): the shell's server sends it before the dashboard's scripts set
 * the page's own, and the home's (`/mr/dashboard`) for any other path under the dashboard.
 */
export async function dashboardHeads(): Promise<Record<string, Pick<PageHead, 'title' | 'description'>>> {
  const heads = await Promise.all(
    LANGUAGES.map(async (language) => {
      const translate = await translatorFor(language);
      return Object.values(DASHBOARD_ROUTES).map(
        (route) => [prerenderedPageKey(route.path, language), { title: documentTitle({ path: route.path, title: translate(route.title) }), description: translate(route.description) }] as const,
      );
    }),
  );
  return Object.fromEntries(heads.flat());
}
