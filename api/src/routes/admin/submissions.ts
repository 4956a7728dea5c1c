import type { FastifyInstance } from 'fastify';
import { paginationQuerySchema, SUBMISSION_KINDS, submissionPageSchema } from 'shared-contracts';
import { pageSubmissions } from '../../db/repositories/submissions';
import { HttpError } from '../../http-error';
import { TAILOR_MACHINE_KIND, toSubmissionRecord } from '../../services/submissions';
import { parseWith } from '../../validation';

const READABLE_KINDS: string[] = [...SUBMISSION_KINDS, TAILOR_MACHINE_KIND];

export async function submissionsRoute(app: FastifyInstance) {
  app.get<{ Params: { kind: string } }>('/admin/submissions/:kind', { preHandler: app.requireAdmin }, async (request) => {
    const { kind } = request.params;
    if (!READABLE_KINDS.includes(kind)) throw new HttpError(404, 'There is no such form');
    const query = parseWith(paginationQuerySchema, request.query);
    const { rows, total } = await pageSubmissions(app.db, kind, query);
    return submissionPageSchema.parse({ items: rows.map(toSubmissionRecord), total, page: query.page, pageSize: query.pageSize });
  });
}
