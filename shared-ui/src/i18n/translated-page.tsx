import type { ComponentType, JSX } from 'react';
import type { Language } from 'shared-contracts/languages';
import { fetchTranslations, useCatalog, type Catalog } from './catalog';

/** A page that says which catalogs it shows, so they can be fetched before it is. */
export type TranslatedPage<Props extends object> = ComponentType<Props> & { readonly catalogs: readonly Catalog[] };

/**
 * A page showing the messages of `catalogs`: it renders once they are there in the page's
 * language (useCatalog, all side by side), and fetching its chunk ahead of a visit fetches their
 * translations too (see lazyPage), so a Hindi or Marathi visit waits for no second round trip.
 * List the catalogs of the parts inside too (a form's, the donation panel's), so they all load at
 * once instead of one after another.
 */
export function translatedPage<Props extends object>(catalogs: readonly Catalog[], Page: ComponentType<Props>): TranslatedPage<Props> {
  function WithCatalogs(props: Props) {
    useCatalog(...catalogs);
    return <Page {...(props as Props & JSX.IntrinsicAttributes)} />;
  }
  WithCatalogs.displayName = `translatedPage(${Page.displayName ?? Page.name})`;
  return Object.assign(WithCatalogs, { catalogs });
}

/** Fetches the translations a page shows in a language, when it is a translated page. */
export function fetchTranslationsOf(page: object, language: Language): void {
  const { catalogs } = page as Partial<TranslatedPage<object>>;
  if (catalogs) fetchTranslations(catalogs, language);
}
