import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  NEWSLETTER_KIND,
  newsletterListQuerySchema,
  paginationQuerySchema,
  REFUSAL_MESSAGES,
  SUBMISSION_KINDS,
  submissionCountsQuerySchema,
  submissionCountsSchema,
  submissionPageSchema,
  TAILOR_MACHINE_KIND,
} from 'shared-contracts';
import { countSubmissionsByKind } from '../../db/repositories/submissions';
import { HttpError } from '../../http-error';
import { readSubmissionPage } from '../../services/submissions';
import { parseWith } from '../../validation';

const READABLE_KINDS: string[] = [...SUBMISSION_KINDS, TAILOR_MACHINE_KIND];

export async function submissionsRoute(app: FastifyInstance) {
  app.get<{ Params: { kind: string } }>('/admin/submissions/:kind', { preHandler: app.requireAdmin }, async (request) => {
    const { kind } = request.params;
    if (!READABLE_KINDS.includes(kind)) throw new HttpError(404, REFUSAL_MESSAGES.noSuchForm);
    const query = parseWith(kind === NEWSLETTER_KIND ? newsletterListQuerySchema : paginationQuerySchema, request.query);
    return submissionPageSchema.parse(await readSubmissionPage(app.db, kind, query, { unsubscribeLinkOf: app.unsubscribeLinkOf }));
  });

  // What came in today, per form: the staff's first look of the day.
  app.get(API_PATHS.adminSubmissionCounts, { preHandler: app.requireAdmin }, async (request) => {
    const { since } = parseWith(submissionCountsQuerySchema, request.query);
    const counts = await countSubmissionsByKind(app.db, since);
    return submissionCountsSchema.parse({ counts: counts.filter((count) => READABLE_KINDS.includes(count.kind)) });
  });
}
