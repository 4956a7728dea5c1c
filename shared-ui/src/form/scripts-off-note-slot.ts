import { createContext, type ReactNode } from 'react';

/**
 * What a submit button shows, in a <noscript>, to a browser without JavaScript. The server's
 * render fills it with ScriptsOffNote (render-to-html.ts); a browser running scripts never renders
 * a <noscript>'s content, so its bundles carry none of the note.
 */
export const ScriptsOffNoteSlot = createContext<ReactNode>(null);
