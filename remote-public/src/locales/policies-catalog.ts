import { messages } from './policies/en.po';
import { catalogIn } from './catalogs';

export const policiesCatalog = catalogIn('policies', messages);
