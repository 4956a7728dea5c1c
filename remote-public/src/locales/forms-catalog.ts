import { messages } from './forms/en.po';
import { catalogIn } from './catalogs';

export const formsCatalog = catalogIn('forms', messages);
