import { lazy, type ComponentType, type JSX } from 'react';
import { noteRenderedChunk } from './rendered-chunks';

/**
 * A page in a chunk of its own, so a visitor on a slow network downloads only the page they open.
 * `chunk` is the name the import gives its chunk (`webpackChunkName`): a page rendered ahead of
 * time names the chunks it showed, and the browser then fetches them with the HTML (the build
 * fails when a name matches no chunk).
 */
export function lazyPage<Props extends object>(chunk: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: Props) {
    noteRenderedChunk(chunk);
    return <Page {...(props as Props & JSX.IntrinsicAttributes)} />;
  }
  return LazyPage;
}
