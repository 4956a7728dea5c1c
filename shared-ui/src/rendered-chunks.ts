/** Set while a page is rendered ahead of time: notes the named chunks its parts need in the browser. */
let note: ((chunk: string) => void) | null = null;

/**
 * Called by a part as it renders (a lazily loaded page, a catalog in Hindi or Marathi) with the
 * name its chunk has (the import's webpackChunkName), so the page's HTML can name the chunk's
 * scripts and the browser fetches them with it. Outside such a render it does nothing.
 */
export function noteRenderedChunk(chunk: string): void {
  note?.(chunk);
}

/** Runs one render ahead of time and gives the chunks its parts noted. */
export async function notingRenderedChunks<T>(render: () => Promise<T>): Promise<{ rendered: T; chunks: string[] }> {
  const chunks = new Set<string>();
  note = (chunk) => chunks.add(chunk);
  try {
    return { rendered: await render(), chunks: [...chunks] };
  } finally {
    note = null;
  }
}
