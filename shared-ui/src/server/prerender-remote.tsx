import type { ComponentType } from 'react';
import { StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { pagesOwnedBy, type PrerenderedPages, type RemoteName } from 'shared-contracts';
import { HostContext } from 'shared-contracts/host';
import { theme } from '../theme/theme';
import { prerenderHost } from './prerender-host';
import { renderToHtml } from './render-to-html';

/**
 * Every page a remote owns, rendered to HTML the way the shell mounts the remote's route tree:
 * inside the router, the theme and the host context, which add no markup of their own.
 */
export async function prerenderRemote(remote: RemoteName, App: ComponentType, build: string): Promise<PrerenderedPages> {
  const host = prerenderHost();
  const pages: PrerenderedPages['pages'] = {};
  for (const { key, location, head } of pagesOwnedBy(remote)) {
    const { html, css } = await renderToHtml(
      <StaticRouter location={location}>
        <ThemeProvider theme={theme}>
          <HostContext.Provider value={host}>
            <App />
          </HostContext.Provider>
        </ThemeProvider>
      </StaticRouter>,
    );
    pages[key] = { html, css, head };
  }
  return { remote, build, pages };
}
