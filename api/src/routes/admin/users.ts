import type { FastifyInstance } from 'fastify';
import { accountPageSchema, accountSchema, API_PATHS, paginationQuerySchema, REFUSAL_MESSAGES, setRoleRequestSchema } from 'shared-contracts';
import { deleteUser, findUserById, listUsers, toAccount, updateUserEndingSessions } from '../../db/repositories/users';
import { isStoredId } from '../../db/repositories/stored-id';
import { HttpError } from '../../http-error';
import { parseWith } from '../../validation';

export async function usersRoutes(app: FastifyInstance) {
  app.get(API_PATHS.adminUsers, { preHandler: app.requireAdmin }, async (request) => {
    const query = parseWith(paginationQuerySchema, request.query);
    const { users, total } = await listUsers(app.db, query, ['name', 'email', 'mobile']);
    return accountPageSchema.parse({ items: users.map(toAccount), total, page: query.page, pageSize: query.pageSize });
  });

  app.put<{ Params: { id: string } }>('/admin/users/:id/role', { preHandler: app.requireAdmin }, async (request) => {
    const { role } = parseWith(setRoleRequestSchema, request.body);
    const { id } = request.params;
    // Keeps at least the acting admin in charge: nobody locks themself out by accident.
    if (id === request.session!.sub && role !== 'admin') {
      throw new HttpError(400, REFUSAL_MESSAGES.ownAdminRole);
    }
    const user = isStoredId(id) ? await findUserById(app.db, id) : undefined;
    if (!user) throw new HttpError(404, REFUSAL_MESSAGES.noSuchUser);
    // The old role is in the tokens the user holds: a change ends them, so the next login carries the new one.
    if (role !== user.role) await updateUserEndingSessions(app.db, id, { role });
    return accountSchema.parse(toAccount({ ...user, role }));
  });

  // Someone asked for their account to be deleted (privacy policy). The acting admin keeps their
  // own, as with their role. The log keeps who deleted which account, and nothing it held.
  app.delete<{ Params: { id: string } }>('/admin/users/:id', { preHandler: app.requireAdmin }, async (request, reply) => {
    const { id } = request.params;
    if (id === request.session!.sub) throw new HttpError(400, REFUSAL_MESSAGES.ownAccount);
    if (!isStoredId(id) || !(await deleteUser(app.db, id))) throw new HttpError(404, REFUSAL_MESSAGES.noSuchUser);
    request.log.info({ account: id, admin: request.session!.sub }, 'account deleted');
    return reply.code(204).send();
  });
}
