import type { RemoteName } from 'shared-contracts';

export const SERVER_RENDERING_ELEMENT_ID: string;
export function composePage(
  page: string,
  parts: {
    frame: { html: string; css: string } | null;
    outletPlaceholder: string;
    fragment: { html: string; css: string; build: string } | null;
    remote: RemoteName;
    /** The address the page was rendered for. */
    path: string;
  },
): string;
