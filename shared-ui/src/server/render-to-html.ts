import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';

export interface RenderedHtml {
  html: string;
  /** The CSS the tree's styled components produced, as plain text for one <style> element. */
  css: string;
}

/**
 * Renders a tree to HTML once everything in it (lazy pages included) has loaded, with the CSS of
 * its styled components. Any error fails the render: a build must not publish half a page.
 */
export async function renderToHtml(tree: ReactNode): Promise<RenderedHtml> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(sheet.collectStyles(tree), { onError: (error) => void errors.push(error) });
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw errors[0];
    return { html, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
  }
}
