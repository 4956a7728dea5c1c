import type { showStartFailureNote } from './start-failure-note.mjs';

export const SHELL_SCRIPTS_ELEMENT_ID: string;
export const LOADER_SOURCE: string;
export const LOADER_HASH_SOURCE: string;
export function startScriptsAfterFirstPaint(listElementId: string, noteElementId: string, rootElementId: string, showNote: typeof showStartFailureNote): void;
export function withScriptsAfterFirstPaint(
  page: string,
  lists?: {
    /** More of the shell's own scripts, run after the build's. */
    shellScripts?: string[];
    /** Addresses of the remote's scripts the page starts with, which the federation runtime runs. */
    remoteScripts?: string[];
    /** The page's language, for the note should its scripts not start. */
    language?: string;
  },
): string;
