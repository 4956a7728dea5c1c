import type { FastifyInstance } from 'fastify';

export const START_SCRIPTS_ELEMENT_ID: string;
export const LOADER_PATH: string;
export function startScriptsAfterFirstPaint(listElementId: string): void;
export function withScriptsAfterFirstPaint(
  page: string,
  lists?: {
    /** More of the shell's own scripts, run after the build's. */
    scripts?: string[];
    /** Addresses of the remote's scripts the page starts with, preloaded at low priority. */
    preloads?: string[];
  },
): string;
export function registerScriptsAfterFirstPaint(app: FastifyInstance): void;
