import { defineCatalog } from '../i18n/catalog';
import { messages } from './en.po';

/** The shared components' own messages. */
const componentsCatalog = defineCatalog(messages, {
  hi: () => import('./hi.po'),
  mr: () => import('./mr.po'),
});

/**
 * The contract's messages in Hindi and Marathi (translateMessage). English pages show the
 * contract's own text and never look these up, so no English ships.
 */
const contractCatalog = defineCatalog(
  {},
  {
    hi: () => import('./contract/hi.po'),
    mr: () => import('./contract/mr.po'),
  },
);

/** What each app loads at its root, since each bundles shared-ui: `useCatalog(own, ...sharedUiCatalogs)`. */
export const sharedUiCatalogs = [componentsCatalog, contractCatalog] as const;
