import { defineCatalog } from 'shared-ui/i18n';
import { messages } from './en.po';

/** The frame's messages (top bar, header, footer, fallback). */
export const frameCatalog = defineCatalog(messages, {
  hi: () => import('./hi.po'),
  mr: () => import('./mr.po'),
});
