import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from 'shared-contracts';

export function securityHeadersHook(config: RuntimeConfig): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
