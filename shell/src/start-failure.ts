import { showStartFailureNote, startFailureNoteIn } from '../server/start-failure-note.mjs';

/**
 * When the page's scripts cannot start (one of their files did not arrive), the server's HTML
 * stays as it is, readable and with its links, and a note at its top says why its buttons do
 * nothing; a page that came without such HTML (the dashboard) shows the note alone.
 */
export function showStartFailure(container: HTMLElement, pageLanguage: string): void {
  // The entry, which knows no more than `<html lang>`, calls this too.
  showStartFailureNote(container, startFailureNoteIn(pageLanguage));
}
