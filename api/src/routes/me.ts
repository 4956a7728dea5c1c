import type { FastifyInstance } from 'fastify';
import { accountSchema, API_PATHS } from 'shared-contracts';
import { findUserById, toAccount } from '../db/repositories/users';
import { HttpError } from '../http-error';

export async function meRoutes(app: FastifyInstance) {
  app.get(API_PATHS.me, { preHandler: app.authenticate }, async (request) => {
    const user = await findUserById(app.db, request.session!.sub);
    if (!user) throw new HttpError(401, 'Your account no longer exists');
    return accountSchema.parse(toAccount(user));
  });
}
