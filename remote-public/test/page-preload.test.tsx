import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { loadCatalog, type TranslatedPage } from 'shared-ui/i18n';
import { renderWithHost } from 'standalone-host/testing';
import { APP_CATALOGS, preloadPage } from '../src/App';
import { ContactPage } from '../src/pages/ContactPage';
import { FORM_CATALOGS } from '../src/locales/forms-catalog';

const PAGES_DIR = path.join(__dirname, '../src/pages');

/** Each page, by its name (its file's and its export's). */
function pages(): [name: string, page: Partial<TranslatedPage<object>> | undefined][] {
  return fs
    .readdirSync(PAGES_DIR)
    .filter((file) => /Page\.tsx$/.test(file))
    .map((file) => file.replace('.tsx', ''))
    .map((name) => [name, (jest.requireActual(path.join(PAGES_DIR, `${name}.tsx`)) as Record<string, Partial<TranslatedPage<object>>>)[name]]);
}

describe('a page fetched ahead of its visit', () => {
  it("fetches the Hindi catalogs of the contact page and of its forms with the page's chunk", async () => {
    expect(ContactPage.catalogs).toEqual(expect.arrayContaining([...FORM_CATALOGS]));
    const hindi = ContactPage.catalogs.map((catalog) => jest.spyOn(catalog.translations, 'hi'));
    const marathi = ContactPage.catalogs.map((catalog) => jest.spyOn(catalog.translations, 'mr'));
    preloadPage('/contact', 'hi');
    await waitFor(() => expect(hindi.map((fetch) => fetch.mock.calls.length)).toEqual(hindi.map(() => 1)));
    expect(marathi.every((fetch) => fetch.mock.calls.length === 0)).toBe(true);
  });

  it('every page says which catalogs it shows, so its translations come with it', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(25);
    expect(all.filter(([, page]) => !page?.catalogs?.length).map(([name]) => name)).toEqual([]);
  });

  it('names the catalogs of the parts inside too: with those and the app\'s there, every page shows in Hindi at once', async () => {
    const waiting: string[] = [];
    for (const [name, page] of pages()) {
      const hindi = setupI18n({ locale: 'hi', messages: { hi: {} } });
      await Promise.all([...APP_CATALOGS, ...(page?.catalogs ?? [])].map((catalog) => loadCatalog(catalog, hindi)));
      const Page = page as ComponentType<{ route?: unknown }>;
      // Rendered without letting anything load: a part whose catalog the page did not name waits (suspends).
      act(() => {
        renderWithHost(<Page route={PUBLIC_ROUTES.whyDonate} />, { language: 'hi', i18n: hindi });
      });
      if (!screen.queryByRole('heading', { level: 1 })) waiting.push(name);
      cleanup();
    }
    expect(waiting).toEqual([]);
  });
});
