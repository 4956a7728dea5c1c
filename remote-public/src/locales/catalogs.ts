import type { Messages } from '@lingui/core';
import { defineCatalog } from 'shared-ui/i18n';
import { messages as common } from './common/en.po';

/**
 * remote-public's catalogs (parts in lingui.config.ts). A component that shows messages of a part
 * loads that part's catalog, `useCatalog(formsCatalog)`; a page its own,
 * `const catalog = pageCatalog('contact', messages)` beside the page, and names it with those of
 * the parts inside: `translatedPage([catalog, ...FORM_CATALOGS], Contact)` (a test checks that none is
 * missing), so they load together, and with the page's chunk when a visitor shows intent.
 * The parts only some pages show (forms, donating, policies) have a module each, so their English
 * reaches only the pages that import them: a module's English ships with every page that imports
 * any of its catalogs.
 */

/** The name the bundler gives a translation's chunk ("catalog-[request]": its path, dashed). */
const chunkOf = (folder: string, language: string) => `catalog-${folder.replaceAll('/', '-')}-${language}-po`;

/** The part in a folder of src/locales: English as given, Hindi and Marathi chunks of their own. */
export const catalogIn = (folder: string, english: Messages) =>
  defineCatalog(
    english,
    {
      hi: () => import(/* webpackChunkName: "catalog-[request]" */ `./${folder}/hi.po`),
      mr: () => import(/* webpackChunkName: "catalog-[request]" */ `./${folder}/mr.po`),
    },
    { hi: chunkOf(folder, 'hi'), mr: chunkOf(folder, 'mr') },
  );

export const commonCatalog = catalogIn('common', common);
/** Page titles and descriptions for Hindi and Marathi pages; English pages show PUBLIC_ROUTES' own. */
export const pageHeadsCatalog = catalogIn('page-heads', {});

/** One page's catalog; `name` is the page's folder under src/locales/pages, and it imports its en.po. */
export const pageCatalog = (name: string, english: Messages) => catalogIn(`pages/${name}`, english);
