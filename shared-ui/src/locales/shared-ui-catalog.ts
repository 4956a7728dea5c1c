import type { Messages } from '@lingui/core';
import { defineCatalog } from '../i18n/catalog';
import { setContractTranslator } from '../i18n/message-translations';
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

/** A language's contract messages, once the code that reads texts back into them is there too. */
async function withTranslator(catalog: Promise<{ messages: Messages }>, translations: Promise<typeof import('../i18n/contract-translations')>) {
  const [loaded, { translateContractText }] = await Promise.all([catalog, translations]);
  setContractTranslator(translateContractText);
  return loaded;
}

/**
 * The contract's messages in Hindi and Marathi (translateMessage), in one chunk per language with
 * the code that translates them. English pages show the contract's own text and never look these
 * up, so neither their English nor that code ships to them.
 */
const contractCatalog = defineCatalog(
  {},
  {
    hi: () =>
      withTranslator(
        import(/* webpackChunkName: "contract-catalog-hi" */ './contract/hi.po'),
        import(/* webpackChunkName: "contract-catalog-hi" */ '../i18n/contract-translations'),
      ),
    mr: () =>
      withTranslator(
        import(/* webpackChunkName: "contract-catalog-mr" */ './contract/mr.po'),
        import(/* webpackChunkName: "contract-catalog-mr" */ '../i18n/contract-translations'),
      ),
  },
  { hi: 'contract-catalog-hi', mr: 'contract-catalog-mr' },
);

/** What each app loads at its root, since each bundles shared-ui: `useCatalog(own, ...sharedUiCatalogs)`. */
export const sharedUiCatalogs = [componentsCatalog, contractCatalog] as const;
