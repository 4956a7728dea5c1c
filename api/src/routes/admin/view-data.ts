import type { FastifyInstance } from 'fastify';
import { API_PATHS, viewDataResponseSchema } from 'shared-contracts';
import { readAllTailorMachineRequests } from '../../services/submissions';

/** Spec §7: every tailor-machine request, newest first, numbers masked. */
export async function viewDataRoute(app: FastifyInstance) {
  app.get(API_PATHS.adminViewData, { preHandler: app.requireAdmin }, async () =>
    viewDataResponseSchema.parse({ ok: true, data: await readAllTailorMachineRequests(app.db) }),
  );
}
