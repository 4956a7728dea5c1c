import type { ComponentType } from 'react';
import { StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { pagesOwnedBy, type PrerenderedPages, type RemoteName } from 'shared-contracts';
import { HostContext } from 'shared-contracts/host';
import { theme } from '../theme/theme';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { i18nFor } from './i18n-for';
import { prerenderHost } from './prerender-host';
import { renderToHtml } from './render-to-html';

/**
 * Every page a remote owns, in every language, rendered to HTML the way the shell mounts the
 * remote's route tree: inside the router (a Hindi or Marathi page under its prefix), the language,
 * the theme and the host context, which add no markup of their own.
 */
export async function prerenderRemote(remote: RemoteName, App: ComponentType, build: string): Promise<PrerenderedPages> {
  const host = prerenderHost();
  const pages: PrerenderedPages['pages'] = {};
  for (const { key, location, basename, language, head } of pagesOwnedBy(remote)) {
    const { html, css } = await renderToHtml(
      <StaticRouter location={location} basename={basename}>
        <LanguageProvider i18n={i18nFor(language)}>
          <ThemeProvider theme={theme}>
            <HostContext.Provider value={host}>
              <App />
            </HostContext.Provider>
          </ThemeProvider>
        </LanguageProvider>
      </StaticRouter>,
    );
    pages[key] = { html, css, head };
  }
  return { remote, build, pages };
}
