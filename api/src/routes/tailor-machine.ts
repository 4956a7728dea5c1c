import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, CONFIRMATION_MESSAGES, REFUSAL_MESSAGES, TAILOR_MACHINE_FILE_FIELD, TAILOR_MACHINE_KIND, tailorMachineRequestSchema, type TailorMachineRequest } from 'shared-contracts';
import { insertSubmission } from '../db/repositories/submissions';
import { insertUpload } from '../db/repositories/uploads';
import { HttpError } from '../http-error';
import { encrypt } from '../security/encryption';
import { detectDocumentType } from '../security/file-signature';
import { takeHoneypot } from '../security/honeypot';
import { maskDigits } from '../security/masking';
import { newSubmission } from '../services/submissions';
import type { StoredUpload } from '../uploads/store';
import { readMultipartForm } from '../uploads/multipart-form';
import { multipartParsing } from '../plugins/uploads';
import { parseWith } from '../validation';
import { dedupeKeyOf, requestKeyOf } from '../request-key';

/**
 * Spec §7's tailor-machine request. Aadhaar and account numbers are kept encrypted in full and
 * readable only masked; the identity document is checked by content and stored encrypted,
 * outside any web root. A post caught by the honeypot is checked alike, thanked, and not kept.
 */
export async function tailorMachineRoutes(app: FastifyInstance) {
  await multipartParsing(app);
  app.post(API_PATHS.tailorMachineSubmit, { preHandler: app.rateLimits.upload }, async (request, reply) => {
    const requestKey = requestKeyOf(request);
    const form = await readMultipartForm(request, TAILOR_MACHINE_FILE_FIELD, app.uploads);
    const { caught, rest } = takeHoneypot(form.fields);
    let stored: TailorMachineRequest | null = null;
    try {
      const fields = parseWith(tailorMachineRequestSchema, rest);
      const document = checkedDocument(form.file);
      if (caught) {
        request.log.info('tailor-machine request caught by the honeypot; not stored');
        await app.uploads.remove(document.upload.id);
      } else {
        // Sent again with its key (its answer was lost): thanked, not stored or mailed again.
        const sending = dedupeKeyOf(requestKey, { fields, document: document.upload.sha256 }, app.secrets.sendingKey);
        if (await store(app, fields, document, sending)) stored = fields;
      }
    } catch (error) {
      if (form.file) await app.uploads.remove(form.file.id);
      throw error;
    }
    // Outside the clean-up above: the request is stored, whatever happens to the mail.
    if (stored) {
      app.staffDigest.nudge();
      app.acknowledge(request, TAILOR_MACHINE_KIND, stored.email);
    }
    return reply.code(201).send({ message: CONFIRMATION_MESSAGES.tailorMachineReceived });
  });
}

function checkedDocument(upload: StoredUpload | undefined) {
  if (!upload || upload.sizeBytes === 0) throw new HttpError(400, REFUSAL_MESSAGES.identityDocumentMissing);
  const contentType = detectDocumentType(upload.head);
  if (!contentType) throw new HttpError(415, REFUSAL_MESSAGES.identityDocumentType);
  return { upload, contentType };
}

/** Stores the request with its document; false when one sent with the same key is stored already. */
async function store(
  app: FastifyInstance,
  fields: TailorMachineRequest,
  { upload, contentType }: ReturnType<typeof checkedDocument>,
  sending: string | null,
): Promise<boolean> {
  const id = randomUUID();
  const now = app.now();
  const { aadharNumber, accountNumber, ...plain } = fields;
  const secret = encrypt(JSON.stringify({ aadharNumber, accountNumber }), app.secrets.dataKey, id);
  const data = { ...plain, aadharNumber: maskDigits(aadharNumber), accountNumber: maskDigits(accountNumber) };
  const content = await app.uploads.sealed(upload.id);
  // The document and the request that names it are stored together or not at all: a request
  // its key shows stored already takes its copy of the document back with it.
  const stored = await app.db
    .transaction()
    .execute(async (trx) => {
      await insertUpload(trx, { id: upload.id, content_type: contentType, size_bytes: upload.sizeBytes, created_at: now, encrypted: 1, content });
      if (!(await insertSubmission(trx, newSubmission(TAILOR_MACHINE_KIND, data, now, { id, secret, upload_id: upload.id, dedupe_key: sending })))) {
        throw new AlreadyStored();
      }
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyStored) return false;
      throw error;
    });
  await app.uploads.remove(upload.id);
  return stored;
}

/** Rolls back a request whose key is stored already, with the document it brought again. */
class AlreadyStored extends Error {}
