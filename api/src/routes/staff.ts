import type { FastifyInstance } from 'fastify';
import { accountSummaryPageSchema, API_PATHS, paginationQuerySchema } from 'shared-contracts';
import { listUsers } from '../db/repositories/users';
import { parseWith } from '../validation';

/** What volunteers may read: the account holders' names, e-mails and roles (no phone numbers, no changes). */
export async function staffRoutes(app: FastifyInstance) {
  app.get(API_PATHS.staffAccounts, { preHandler: app.requireStaff }, async (request) => {
    const query = parseWith(paginationQuerySchema, request.query);
    const { users, total } = await listUsers(app.db, query, ['name', 'email']);
    const items = users.map(({ id, name, email, role }) => ({ id, name, email, role }));
    return accountSummaryPageSchema.parse({ items, total, page: query.page, pageSize: query.pageSize });
  });
}
