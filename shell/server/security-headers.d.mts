import type { FastifyRequest } from 'fastify';
import type { RuntimeConfig } from 'shared-contracts';

export function securityHeadersFor(config: RuntimeConfig): (request: Pick<FastifyRequest, 'protocol'>) => Record<string, string>;
