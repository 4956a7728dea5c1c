import type { FastifyInstance } from 'fastify';
import { accountSchema, API_PATHS } from 'shared-contracts';
import { toAccount } from '../db/repositories/users';

export async function meRoutes(app: FastifyInstance) {
  app.get(API_PATHS.me, { preHandler: app.authenticate }, async (request) => accountSchema.parse(toAccount(request.account!)));
}
