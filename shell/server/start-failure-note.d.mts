import type { Language } from 'shared-contracts/languages';

export interface StartFailureNote {
  language: Language;
  text: string;
}
export const START_FAILURE_NOTES: Readonly<Record<Language, string>>;
export const ENGLISH_START_FAILURE_NOTE: StartFailureNote;
export const START_FAILURE_NOTE_ELEMENT_ID: string;
export function startFailureNoteIn(language: string): StartFailureNote;
export function startFailureNoteElement(language: string): string;
export function showStartFailureNote(container: HTMLElement, note: StartFailureNote): void;
