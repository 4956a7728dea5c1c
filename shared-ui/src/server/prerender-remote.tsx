import type { ComponentType } from 'react';
import type { I18n } from '@lingui/core';
import { StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { pagesOwnedBy, type PageHead, type PrerenderedPages, type RemoteName } from 'shared-contracts';
import { HostContext } from 'shared-contracts/host';
import type { Language } from 'shared-contracts/languages';
import { theme } from '../theme/theme';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { checkNoMessageMissing, i18nFor } from './i18n-for';
import { prerenderHost } from './prerender-host';
import { renderToHtml } from './render-to-html';
import { notingRenderedChunks } from '../rendered-chunks';

/** A page's title and description in a language, as the remote words them; none keeps the page table's English. */
export type PageHeadIn = (path: string, i18n: I18n, language: Language) => PageHead | undefined;

/**
 * Every page a remote owns, in every language, rendered to HTML the way the shell mounts the
 * remote's route tree: inside the router (a Hindi or Marathi page under its prefix), the language,
 * the theme and the host context, which add no markup of their own.
 */
export async function prerenderRemote(remote: RemoteName, App: ComponentType, build: string, headIn?: PageHeadIn): Promise<PrerenderedPages> {
  const host = prerenderHost();
  const pages: PrerenderedPages['pages'] = {};
  for (const { key, path, location, basename, language, head } of pagesOwnedBy(remote)) {
    const i18n = i18nFor(language);
    const { rendered, chunks } = await notingRenderedChunks(() =>
      renderToHtml(
        <StaticRouter location={location} basename={basename}>
          <LanguageProvider i18n={i18n}>
            <ThemeProvider theme={theme}>
              <HostContext.Provider value={host}>
                <App />
              </HostContext.Provider>
            </ThemeProvider>
          </LanguageProvider>
        </StaticRouter>,
      ),
    );
    checkNoMessageMissing(i18n, key);
    // After the render, which loaded the page's catalogs.
    pages[key] = { ...rendered, chunks, head: headIn?.(path, i18n, language) ?? head };
  }
  return { remote, build, pages };
}
