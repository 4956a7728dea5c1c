import type { FastifyInstance } from 'fastify';
import { API_PATHS, viewDataResponseSchema } from 'shared-contracts';
import { allSubmissions } from '../../db/repositories/submissions';
import { TAILOR_MACHINE_KIND, toTailorMachineRecord } from '../../services/submissions';

/** Spec §7: every tailor-machine request, newest first, numbers masked. */
export async function viewDataRoute(app: FastifyInstance) {
  app.get(API_PATHS.adminViewData, { preHandler: app.requireAdmin }, async () => {
    const rows = await allSubmissions(app.db, TAILOR_MACHINE_KIND);
    return viewDataResponseSchema.parse({ ok: true, data: rows.map(toTailorMachineRecord) });
  });
}
