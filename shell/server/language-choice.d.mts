import type { FastifyInstance } from 'fastify';

export function languageChoiceAnswer(query: Record<string, unknown>): { status: 303; location: string; headers: Record<string, string> };

export function registerLanguageChoice(app: FastifyInstance): void;
