import { defineCatalog } from '../i18n/catalog';
import { messages } from './en.po';

/** The shared components' own messages: each app loads it at its root, since each bundles shared-ui. */
export const sharedUiCatalog = defineCatalog(
  messages,
  {
    hi: () => import(/* webpackChunkName: "shared-ui-catalog-hi" */ './hi.po'),
    mr: () => import(/* webpackChunkName: "shared-ui-catalog-mr" */ './mr.po'),
  },
  { hi: 'shared-ui-catalog-hi', mr: 'shared-ui-catalog-mr' },
);
