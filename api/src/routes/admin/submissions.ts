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
import { countSubmissionsByKind, deleteSubmission } from '../../db/repositories/submissions';
import { isStoredId } from '../../db/repositories/stored-id';
import { HttpError } from '../../http-error';
import { readSubmissionPage } from '../../services/submissions';
import { parseWith } from '../../validation';

const READABLE_KINDS: string[] = [...SUBMISSION_KINDS, TAILOR_MACHINE_KIND];

function checkedKind(kind: string): string {
  if (!READABLE_KINDS.includes(kind)) throw new HttpError(404, REFUSAL_MESSAGES.noSuchForm);
  return kind;
}

export async function submissionsRoute(app: FastifyInstance) {
  app.get<{ Params: { kind: string } }>('/admin/submissions/:kind', { preHandler: app.requireAdmin }, async (request) => {
    const kind = checkedKind(request.params.kind);
    const query = parseWith(kind === NEWSLETTER_KIND ? newsletterListQuerySchema : paginationQuerySchema, request.query);
    return submissionPageSchema.parse(await readSubmissionPage(app.db, kind, query, { unsubscribeLinkOf: app.unsubscribeLinkOf }));
  });

  // Someone asked for their data to be deleted (privacy policy): the entry and its document go for
  // good. The log keeps who deleted which entry, and nothing of what it held.
  app.delete<{ Params: { kind: string; id: string } }>('/admin/submissions/:kind/:id', { preHandler: app.requireAdmin }, async (request, reply) => {
    const kind = checkedKind(request.params.kind);
    const { id } = request.params;
    const { deleted, uploadId } = isStoredId(id) ? await deleteSubmission(app.db, kind, id) : { deleted: false, uploadId: null };
    if (!deleted) throw new HttpError(404, REFUSAL_MESSAGES.noSuchEntry);
    request.log.info({ kind, entry: id, admin: request.session!.sub }, 'entry deleted');
    // Only a document stored before documents went into the database has a file; the entry is
    // gone either way, so a file that cannot be removed is for the operator, not the admin.
    if (uploadId) await app.uploads.remove(uploadId).catch((error: unknown) => request.log.error({ err: error, upload: uploadId }, 'document file not removed'));
    return reply.code(204).send();
  });

  // What came in today, per form: the staff's first look of the day.
  app.get(API_PATHS.adminSubmissionCounts, { preHandler: app.requireAdmin }, async (request) => {
    const { since } = parseWith(submissionCountsQuerySchema, request.query);
    const counts = await countSubmissionsByKind(app.db, since);
    return submissionCountsSchema.parse({ counts: counts.filter((count) => READABLE_KINDS.includes(count.kind)) });
  });
}
