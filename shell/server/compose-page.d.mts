import type { RemoteName } from 'shared-contracts';
import type { Language } from 'shared-contracts/languages';

export const SERVER_RENDERING_ELEMENT_ID: string;
export function composePage(
  page: string,
  parts: {
    frame: { html: string; css: string; fallbackHtml: string } | null;
    outletPlaceholder: string;
    fragment: { html: string; css: string; build: string; pageScripts?: string[] } | null;
    remote: RemoteName;
    /** The address the page was rendered for. */
    path: string;
    language: Language;
    /** The styled-components the page's CSS was rendered with (the browser takes that CSS over). */
    styledComponentsVersion: string;
  },
): string;
