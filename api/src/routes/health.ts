import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_PATHS } from 'shared-contracts';

/**
 * For a load balancer: /health says the process answers (restart it if not); /ready says it can
 * serve requests, its database reachable (send it traffic only then).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get(API_PATHS.health, async () => ({ ok: true }));
  app.get(API_PATHS.ready, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { ok: true, database: 'up' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database cannot be reached');
      return reply.code(503).send({ message: 'Not ready: the database cannot be reached' });
    }
  });
}
