import { createContext, useContext, type ReactNode } from 'react';

/**
 * Parts of the frame that only the server's render provides (server-render.tsx), so the code of
 * the browser's first load carries none of them.
 */
export interface ServerParts {
  /** The style that hides what needs scripts (ScriptOnlyHidden), for a browser without them. */
  scriptOnlyHidden: ReactNode;
  /** The footer's form as the page's HTML has it; the browser loads its code near the footer. */
  newsletterForm: ReactNode;
}

export const ServerPartsContext = createContext<ServerParts>({ scriptOnlyHidden: null, newsletterForm: null });

export const useServerPart = (part: keyof ServerParts) => useContext(ServerPartsContext)[part];

/** A part in a <noscript>: a browser running scripts ignores it, and React never renders it there. */
export function OnlyWithoutScripts({ part }: { part: keyof ServerParts }) {
  return <noscript>{useServerPart(part)}</noscript>;
}
