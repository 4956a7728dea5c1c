import { defineCatalog } from 'shared-ui/i18n';
import { messages } from './en.po';

/** The auth screens' messages. */
export const authCatalog = defineCatalog(
  messages,
  {
    hi: () => import(/* webpackChunkName: "auth-catalog-hi" */ './hi.po'),
    mr: () => import(/* webpackChunkName: "auth-catalog-mr" */ './mr.po'),
  },
  { hi: 'auth-catalog-hi', mr: 'auth-catalog-mr' },
);
