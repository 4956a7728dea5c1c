import { createContext, useContext, type ReactNode } from 'react';

/**
 * Parts of the frame a page's HTML shows only to a browser without JavaScript, each in a
 * <noscript>. The server's render provides them (server-render.tsx). A browser running scripts
 * ignores a <noscript> and React never renders its content, so the browser's bundle carries none
 * of their code.
 */
export interface PartsWithoutScripts {
  /** The style that hides what needs scripts (ScriptOnlyHidden). */
  scriptOnlyHidden: ReactNode;
  /** The footer's newsletter form, which the browser loads only near the footer. */
  newsletter: ReactNode;
}

export const WithoutScripts = createContext<PartsWithoutScripts>({ scriptOnlyHidden: null, newsletter: null });

export function OnlyWithoutScripts({ part }: { part: keyof PartsWithoutScripts }) {
  return <noscript>{useContext(WithoutScripts)[part]}</noscript>;
}
