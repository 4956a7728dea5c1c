import { lazy, type ComponentType, type JSX } from 'react';

/** Set while a page is rendered ahead of time: notes the chunk of each lazily loaded page it shows. */
let noteChunk: ((chunk: string) => void) | null = null;

/**
 * A page in a chunk of its own, so a visitor on a slow network downloads only the page they open.
 * `chunk` is the name the import gives its chunk (`webpackChunkName`): a page rendered ahead of
 * time names the chunks it showed, and the browser then fetches them with the HTML (the build
 * fails when a name matches no chunk).
 */
export function lazyPage<Props extends object>(chunk: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: Props) {
    noteChunk?.(chunk);
    return <Page {...(props as Props & JSX.IntrinsicAttributes)} />;
  }
  return LazyPage;
}

/** Runs one render ahead of time and gives the chunks of the lazily loaded pages it showed. */
export async function notingPageChunks<T>(render: () => Promise<T>): Promise<{ rendered: T; chunks: string[] }> {
  const chunks = new Set<string>();
  noteChunk = (chunk) => chunks.add(chunk);
  try {
    return { rendered: await render(), chunks: [...chunks] };
  } finally {
    noteChunk = null;
  }
}
