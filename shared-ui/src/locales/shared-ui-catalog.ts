import { defineCatalog } from '../i18n/catalog';
import { messages } from './en.po';

/**
 * The shared components' messages and the contract's (validation, the API's texts). Each app
 * bundles shared-ui, so each loads this catalog at its root with useCatalog.
 */
export const sharedUiCatalog = defineCatalog(messages, {
  hi: () => import('./hi.po'),
  mr: () => import('./mr.po'),
});
