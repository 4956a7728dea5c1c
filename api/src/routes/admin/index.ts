import type { FastifyInstance } from 'fastify';
import { submissionsRoute } from './submissions';
import { uploadsRoute } from './uploads';
import { usersRoutes } from './users';
import { viewDataRoute } from './view-data';

/** Everything under /admin: a valid token of an account that is an admin right now. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(viewDataRoute);
  await app.register(submissionsRoute);
  await app.register(usersRoutes);
  await app.register(uploadsRoute);
}
