import { createElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { ScriptsOffNote } from '../form/ScriptsOffNote';
import { ScriptsOffNoteSlot } from '../form/scripts-off-note-slot';

export interface RenderedHtml {
  html: string;
  /** The CSS the tree's styled components produced, as plain text for one <style> element. */
  css: string;
}

/**
 * Scripts in rendered HTML never run: the site's Content-Security-Policy allows no inline script
 * but the shell's loader. React writes one when it sends a part apart (`<template id="B:`), which
 * would then never be shown.
 */
const NEEDS_A_SCRIPT = /<script|<template id="B:/;

/**
 * Renders a tree to HTML once everything in it (lazy pages included) has loaded, with the CSS of
 * its styled components. Any error fails the render: a build must not publish half a page, nor one
 * whose HTML needs a script. Submit buttons get their note for a browser without JavaScript here,
 * so only the HTML carries it.
 */
export async function renderToHtml(tree: ReactNode): Promise<RenderedHtml> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const withNotes = createElement(ScriptsOffNoteSlot.Provider, { value: createElement(ScriptsOffNote) }, tree);
    // Every boundary in place, however much HTML comes before it: React would otherwise send a
    // large one apart, to be moved in by an inline script, which the site's CSP does not run.
    const { prelude } = await prerender(sheet.collectStyles(withNotes), {
      onError: (error) => void errors.push(error),
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw errors[0];
    if (NEEDS_A_SCRIPT.test(html)) throw new Error('The rendered HTML needs a script to show all of it, and the Content-Security-Policy runs none');
    return { html, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
  }
}
