import { defineCatalog } from 'shared-ui/i18n';
import { messages } from './en.po';

/** The frame's messages (top bar, header, footer, fallback). */
export const frameCatalog = defineCatalog(messages, {
  hi: () => import(/* webpackChunkName: "frame-catalog-hi" */ './hi.po'),
  mr: () => import(/* webpackChunkName: "frame-catalog-mr" */ './mr.po'),
});
