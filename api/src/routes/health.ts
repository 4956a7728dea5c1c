import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_PATHS } from 'shared-contracts';

/**
 * For a load balancer: /health says the process answers (restart it if not); /ready says it can
 * serve requests, its database and (when configured) Redis reachable (send it traffic only then).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get(API_PATHS.health, async () => ({ ok: true }));
  app.get(API_PATHS.ready, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database cannot be reached');
      return reply.code(503).send({ message: 'Not ready: the database cannot be reached' });
    }
    if (!app.redis) return { ok: true, database: 'up' };
    try {
      await app.redis.ping();
      return { ok: true, database: 'up', redis: 'up' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: Redis cannot be reached');
      return reply.code(503).send({ message: 'Not ready: Redis cannot be reached' });
    }
  });
}
