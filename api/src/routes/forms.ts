import type { FastifyInstance } from 'fastify';
import { FORM_CONFIRMATIONS, NEWSLETTER_KIND, REFUSAL_MESSAGES, SUBMISSION_KINDS, SUBMISSION_SCHEMAS, type SubmissionKind } from 'shared-contracts';
import { HttpError } from '../http-error';
import { isAcknowledged } from '../mail/acknowledgement-mail';
import { takeHoneypot } from '../security/honeypot';
import { newSubmission } from '../services/submissions';
import { parseWith } from '../validation';
import { dedupeKeyOf, requestKeyOf } from '../request-key';

function isSubmissionKind(kind: string): kind is SubmissionKind {
  return (SUBMISSION_KINDS as string[]).includes(kind);
}

/** The public forms the spec shows without a call; each is stored for the admin to read. */
export async function formRoutes(app: FastifyInstance) {
  app.post<{ Params: { kind: string } }>('/forms/:kind', async (request, reply) => {
    const { kind } = request.params;
    if (!isSubmissionKind(kind)) throw new HttpError(404, REFUSAL_MESSAGES.noSuchForm);
    const requestKey = requestKeyOf(request);
    const { caught, rest } = takeHoneypot(request.body);
    const data = parseWith(SUBMISSION_SCHEMAS[kind], rest) as Record<string, string>;
    await app.rateLimits.formPost(request);
    if (caught) {
      request.log.info({ kind }, 'form post caught by the honeypot; not stored');
      return reply.code(201).send({ message: FORM_CONFIRMATIONS[kind] });
    }
    // A repeated newsletter address, or any other form sent again with its key (its answer was
    // lost), is thanked again but stored and mailed once: the table's unique key says which.
    const dedupeKey = kind === NEWSLETTER_KIND ? data.email : dedupeKeyOf(requestKey, data, app.secrets.sendingKey);
    const stored = await app.submissionWriter.insert(newSubmission(kind, data, app.now(), { dedupe_key: dedupeKey }));
    if (stored) app.staffDigest.nudge();
    // A repeated subscription not yet confirmed asks again: the first mail may have been lost.
    if (kind === NEWSLETTER_KIND) app.askToConfirmSubscription(request, data.email);
    else if (stored && isAcknowledged(kind) && data.email) app.acknowledge(request, kind, data.email);
    return reply.code(201).send({ message: FORM_CONFIRMATIONS[kind] });
  });
}
