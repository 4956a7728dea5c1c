import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'shared-contracts';

export async function healthRoutes(app: FastifyInstance) {
  app.get(API_PATHS.health, async () => ({ ok: true }));
}
