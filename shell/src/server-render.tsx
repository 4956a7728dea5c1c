// Node entry of the production build: the site's frame as HTML, rendered by the shell's server
// with its runtime config (build/server-render-config.ts, server/frame-renderer.mjs).
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import type { RuntimeConfig } from 'shared-contracts';
import { HostContext } from 'shared-contracts/host';
import { routerBasename, type Language } from 'shared-contracts/languages';
import { LanguageProvider } from 'shared-ui/i18n';
import { checkNoMessageMissing, i18nFor, prerenderHost, renderToHtml, type RenderedHtml } from 'shared-ui/server';
import { SitePage } from './SitePage';
import { OutletBoundary } from './federation/OutletBoundary';
import { ServerOutletFallback } from './federation/ServerOutletFallback';
import { NewsletterForm } from './layout/footer/NewsletterForm';
import { ScriptOnlyHidden } from './layout/ScriptOnlyHidden';
import { WithoutScripts } from './layout/without-scripts';

/** Stands where the owning remote's HTML goes; the shell's server puts that HTML in its place. */
export const OUTLET_PLACEHOLDER = '%%remote-outlet%%';

export interface RenderedFrame extends RenderedHtml {
  /** The outlet's content when the remote's HTML cannot be had (its CSS is in `css`). */
  fallbackHtml: string;
}

/**
 * Top bar, header and footer for one address in one language, around the outlet placeholder. An
 * address under a language prefix keeps its links under it, as the browser's router does.
 */
export async function renderFrame(address: string, language: Language, config: RuntimeConfig): Promise<RenderedFrame> {
  const i18n = i18nFor(language);
  const page = (outlet: ReactNode) => (
    <StaticRouter location={address} basename={routerBasename(address)}>
      <LanguageProvider i18n={i18n}>
        <HostContext.Provider value={prerenderHost(config)}>
          <WithoutScripts.Provider value={{ scriptOnlyHidden: <ScriptOnlyHidden />, newsletter: <NewsletterForm /> }}>
            <SitePage outlet={outlet} />
          </WithoutScripts.Provider>
        </HostContext.Provider>
      </LanguageProvider>
    </StaticRouter>
  );
  const frame = await renderToHtml(page(<OutletBoundary>{OUTLET_PLACEHOLDER}</OutletBoundary>));
  // The whole page once more with the fallback, so its CSS is collected with the frame's.
  const withFallback = await renderToHtml(
    page(
      <OutletBoundary>
        <ServerOutletFallback />
      </OutletBoundary>,
    ),
  );
  checkNoMessageMissing(i18n, address);
  const [before, after] = frame.html.split(OUTLET_PLACEHOLDER);
  if (!withFallback.html.startsWith(before) || !withFallback.html.endsWith(after)) throw new Error(`The frame of ${address} differs around its fallback`);
  const fallbackHtml = withFallback.html.slice(before.length, withFallback.html.length - after.length);
  return { html: frame.html, css: withFallback.css, fallbackHtml };
}
