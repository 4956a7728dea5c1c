import type { Messages } from '@lingui/core';
import { defineCatalog } from 'shared-ui/i18n';
import { messages as common } from './common/en.po';
import { messages as forms } from './forms/en.po';
import { messages as donation } from './donation/en.po';
import { messages as policies } from './policies/en.po';

/**
 * remote-public's catalogs (parts in lingui.config.ts). A component that shows messages of a part
 * loads that part's catalog, `useCatalog(formsCatalog)`; a page its own:
 * `const catalog = pageCatalog('contact', messages)` beside the page, `useCatalog(catalog)` in it.
 */
export const commonCatalog = defineCatalog(common, {
  hi: () => import('./common/hi.po'),
  mr: () => import('./common/mr.po'),
});

export const formsCatalog = defineCatalog(forms, {
  hi: () => import('./forms/hi.po'),
  mr: () => import('./forms/mr.po'),
});

export const donationCatalog = defineCatalog(donation, {
  hi: () => import('./donation/hi.po'),
  mr: () => import('./donation/mr.po'),
});

export const policiesCatalog = defineCatalog(policies, {
  hi: () => import('./policies/hi.po'),
  mr: () => import('./policies/mr.po'),
});

/** Page titles and descriptions for Hindi and Marathi pages; English pages show PUBLIC_ROUTES' own. */
export const pageHeadsCatalog = defineCatalog(
  {},
  {
    hi: () => import('./page-heads/hi.po'),
    mr: () => import('./page-heads/mr.po'),
  },
);

/**
 * One page's catalog: its English comes with the page's chunk (the page imports its en.po), Hindi
 * and Marathi are chunks of their own. `name` is the page's folder under src/locales/pages.
 */
export function pageCatalog(name: string, english: Messages) {
  return defineCatalog(english, {
    hi: () => import(`./pages/${name}/hi.po`),
    mr: () => import(`./pages/${name}/mr.po`),
  });
}
