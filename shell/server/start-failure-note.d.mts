import type { Language } from 'shared-contracts/languages';

export interface StartFailureNote {
  language: Language;
  text: string;
}
export const START_FAILURE_NOTES: Readonly<Record<Language, string>>;
export function startFailureNoteIn(language: string): StartFailureNote;
export function showStartFailureNote(container: HTMLElement, note: StartFailureNote): void;
