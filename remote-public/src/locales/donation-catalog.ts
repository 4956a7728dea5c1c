import { messages } from './donation/en.po';
import { catalogIn } from './catalogs';

export const donationCatalog = catalogIn('donation', messages);
