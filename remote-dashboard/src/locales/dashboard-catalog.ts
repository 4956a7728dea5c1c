import { defineCatalog } from 'shared-ui/i18n';
import { messages } from './en.po';

/** The dashboard's messages. */
export const dashboardCatalog = defineCatalog(messages, {
  hi: () => import('./hi.po'),
  mr: () => import('./mr.po'),
});
