import type { FastifyInstance } from 'fastify';
import { API_PATHS } from 'shared-contracts';

/**
 * Logging out ends the token on the server too, so a copy of it (the cookie is readable by the
 * page's scripts, spec §4) stops working at once instead of at its expiry. Always 204: there is
 * nothing to tell a browser whose token was already invalid.
 */
export async function logoutRoute(app: FastifyInstance) {
  app.post(API_PATHS.logout, async (request, reply) => {
    await app.endSession(request);
    return reply.code(204).send();
  });
}
