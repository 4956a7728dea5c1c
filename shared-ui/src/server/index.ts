/**
 * Rendering pages to HTML in Node (`shared-ui/server`): used by each app's server-render bundle,
 * never by the browser bundles.
 */
export { renderToHtml, type RenderedHtml } from './render-to-html';
export { prerenderHost } from './prerender-host';
export { prerenderRemote, type PageHeadIn } from './prerender-remote';
export { checkNoMessageMissing, i18nFor } from './i18n-for';
export { notingRenderedChunks } from '../rendered-chunks';
