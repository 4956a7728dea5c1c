import { defineCatalog } from 'shared-ui/i18n';
import { messages } from './en.po';

/** The auth screens' messages. */
export const authCatalog = defineCatalog(messages, {
  hi: () => import('./hi.po'),
  mr: () => import('./mr.po'),
});
