import type { FastifyInstance } from 'fastify';

export function registerApiProxy(app: FastifyInstance, options: { upstream: string; backendAnswerTimeoutMs?: number }): Promise<void>;
