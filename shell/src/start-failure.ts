import { ENGLISH_START_FAILURE_NOTE, showStartFailureNote, START_FAILURE_NOTE_ELEMENT_ID, type StartFailureNote } from '../server/start-failure-note.mjs';

/** The note in the page's language, which the server wrote into the page. */
function noteOfPage(): StartFailureNote {
  const written = document.getElementById(START_FAILURE_NOTE_ELEMENT_ID)?.textContent;
  return written ? (JSON.parse(written) as StartFailureNote) : ENGLISH_START_FAILURE_NOTE;
}

/**
 * When the page's scripts cannot start (one of their files did not arrive), the server's HTML
 * stays as it is, readable and with its links, and a note at its top says why its buttons do
 * nothing; a page that came without such HTML (the dashboard) shows the note alone.
 */
export function showStartFailure(container: HTMLElement): void {
  showStartFailureNote(container, noteOfPage());
}
