// Node entry of the production build: the site's frame as HTML, rendered by the shell's server
// with its runtime config (build/server-render-config.ts, server/frame-renderer.mjs).
import { StaticRouter } from 'react-router-dom';
import type { RuntimeConfig } from 'shared-contracts';
import { HostContext } from 'shared-contracts/host';
import { routerBasename, type Language } from 'shared-contracts/languages';
import { LanguageProvider } from 'shared-ui/i18n';
import { checkNoMessageMissing, i18nFor, prerenderHost, renderToHtml, type RenderedHtml } from 'shared-ui/server';
import { SitePage } from './SitePage';
import { OutletBoundary } from './federation/OutletBoundary';

/** Stands where the owning remote's HTML goes; the shell's server puts that HTML in its place. */
export const OUTLET_PLACEHOLDER = '%%remote-outlet%%';

/**
 * Top bar, header and footer for one address in one language, around the outlet placeholder. An
 * address under a language prefix keeps its links under it, as the browser's router does.
 */
export async function renderFrame(address: string, language: Language, config: RuntimeConfig): Promise<RenderedHtml> {
  const i18n = i18nFor(language);
  const frame = await renderToHtml(
    <StaticRouter location={address} basename={routerBasename(address)}>
      <LanguageProvider i18n={i18n}>
        <HostContext.Provider value={prerenderHost(config)}>
          <SitePage outlet={<OutletBoundary>{OUTLET_PLACEHOLDER}</OutletBoundary>} />
        </HostContext.Provider>
      </LanguageProvider>
    </StaticRouter>,
  );
  checkNoMessageMissing(i18n, address);
  return frame;
}
