import { contractCatalog } from 'shared-ui/i18n';
import { messages } from './forms/en.po';
import { catalogIn } from './catalogs';

export const formsCatalog = catalogIn('forms', messages);

/** What a page with forms names: the forms' own messages and the contract's (validation, the API's answers). */
export const FORM_CATALOGS = [formsCatalog, contractCatalog] as const;
