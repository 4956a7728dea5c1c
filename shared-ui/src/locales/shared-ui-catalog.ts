import { defineCatalog } from '../i18n/catalog';
import { messages } from './en.po';

/** The shared components' own messages. */
const componentsCatalog = defineCatalog(
  messages,
  {
    hi: () => import(/* webpackChunkName: "shared-ui-catalog-hi" */ './hi.po'),
    mr: () => import(/* webpackChunkName: "shared-ui-catalog-mr" */ './mr.po'),
  },
  { hi: 'shared-ui-catalog-hi', mr: 'shared-ui-catalog-mr' },
);

/**
 * The contract's messages in Hindi and Marathi (translateMessage). English pages show the
 * contract's own text and never look these up, so no English ships.
 */
const contractCatalog = defineCatalog(
  {},
  {
    hi: () => import(/* webpackChunkName: "contract-catalog-hi" */ './contract/hi.po'),
    mr: () => import(/* webpackChunkName: "contract-catalog-mr" */ './contract/mr.po'),
  },
  { hi: 'contract-catalog-hi', mr: 'contract-catalog-mr' },
);

/** What each app loads at its root, since each bundles shared-ui: `useCatalog(own, ...sharedUiCatalogs)`. */
export const sharedUiCatalogs = [componentsCatalog, contractCatalog] as const;
