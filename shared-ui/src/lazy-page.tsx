import { lazy, type ComponentType, type JSX, type ReactElement } from 'react';
import type { Language } from 'shared-contracts/languages';
import { noteRenderedChunk } from './rendered-chunks';
import { fetchTranslationsOf } from './i18n/translated-page';

/** A page component whose chunk (and, given a language, its translations) can be fetched before the page is visited. */
export type LazyPage<Props extends object> = ComponentType<Props> & { preload(language?: Language): void };

/**
 * A page in a chunk of its own, so a visitor on a slow network downloads only the page they open.
 * `chunk` is the name the import gives its chunk (`webpackChunkName`): a page rendered ahead of
 * time names the chunks it showed, and the browser then fetches them with the HTML (the build
 * fails when a name matches no chunk). `preload` fetches the chunk ahead of the visit, which then
 * uses what it fetched; a failed fetch (offline) is tried again by the next preload or the visit.
 * Given the language the visit will show, it fetches the page's translations too when the page is
 * a translatedPage.
 */
export function lazyPage<Props extends object>(chunk: string, load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let fetching: Promise<ComponentType<Props>> | null = null;
  const fetchOnce = () =>
    (fetching ??= load().catch((error: unknown) => {
      fetching = null;
      throw error;
    }));
  const Page = lazy(async () => ({ default: await fetchOnce() }));
  function LazyPage(props: Props) {
    noteRenderedChunk(chunk);
    return <Page {...(props as Props & JSX.IntrinsicAttributes)} />;
  }
  const preload = (language?: Language) => {
    fetchOnce().then(
      (page) => {
        if (language) fetchTranslationsOf(page, language);
      },
      () => undefined,
    );
  };
  return Object.assign(LazyPage, { preload });
}

/**
 * A remote's `preloadPage(path, language)` over its route table (path and element): fetches the
 * chunk of the page at a path (without its language prefix) when that page is a lazyPage, and its
 * translations into the language the visit will show (a page that comes with the route tree, its
 * translations alone). The shell calls it when a visitor shows intent to follow a link there (see
 * the shell's federation/preload.ts); a shell that passes no language gets the chunk alone.
 */
export function pagePreloader(routes: readonly (readonly [path: string, element: ReactElement])[]): (path: string, language?: Language) => void {
  const pages = new Map(routes.map(([path, element]) => [path, element.type as Partial<LazyPage<object>>]));
  return (path, language) => {
    const page = pages.get(path);
    if (page?.preload) page.preload(language);
    else if (page && language) fetchTranslationsOf(page, language);
  };
}
