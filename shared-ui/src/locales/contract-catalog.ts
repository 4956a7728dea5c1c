import type { I18n, Messages } from '@lingui/core';
import { defineCatalog } from '../i18n/catalog';

type ContractTranslator = (text: string, i18n: I18n) => string;

/** Set once the catalog's Hindi or Marathi chunk has loaded: the code that reads texts back comes with it. */
let translateContractText: ContractTranslator | undefined;

export const contractTranslator = (): ContractTranslator | undefined => translateContractText;

/** A language's contract messages, once the code that reads texts back into them is there too. */
async function withTranslator(catalog: Promise<{ messages: Messages }>, translations: Promise<typeof import('../i18n/contract-translations')>) {
  const [loaded, module] = await Promise.all([catalog, translations]);
  translateContractText = module.translateContractText;
  return loaded;
}

/**
 * The contract's messages (validation and the API's answers) in Hindi and Marathi, in one chunk
 * per language with the code that translates them. English pages show the contract's own text and
 * never look these up. A part that shows them loads it (useTranslateMessage, useSubmitState), and
 * a page with forms names it, so a page without any never fetches it.
 */
export const contractCatalog = defineCatalog(
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
