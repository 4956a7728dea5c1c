import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { UploadStore, type StoredUpload } from './store';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The one file, already streamed (encrypted) into the store. */
  file?: StoredUpload;
}

const PLAIN_TEXT_ONLY = 'Send every field as plain text';

function isClientError(error: unknown): boolean {
  if (error instanceof HttpError) return true;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Reads what is left of a refused body before answering, so a proxy that is still sending it
 * gets the answer rather than a closed connection. The request timeout bounds a body without end.
 */
async function readToEnd(request: FastifyRequest): Promise<void> {
  const body = request.raw;
  if (body.readableEnded || body.destroyed) return;
  body.resume();
  await new Promise<void>((resolve) => {
    body.once('end', resolve);
    body.once('close', resolve);
    body.once('error', () => resolve());
  });
}

/**
 * Reads a whole multipart form: text fields plus at most one file, which must come in `fileField`
 * and is streamed into `store` as it arrives. Size and count limits come from the multipart
 * plugin's settings; a broken body is the client's 400. If reading fails, nothing stays stored;
 * once it succeeds, the caller owns the stored file (and removes it if the form is refused).
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string, store: UploadStore): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data');
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || form.file) {
          throw new HttpError(400, `Unexpected file in field "${part.fieldname}"`);
        }
        form.file = await store.save(UploadStore.newId(), part.file);
        continue;
      }
      if (part.fieldname === fileField) throw new HttpError(400, `Field "${fileField}" must be a file`);
      if (part.fieldname in form.fields) throw new HttpError(400, `Field "${part.fieldname}" was sent twice`);
      if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, `Field "${part.fieldname}" is too long`);
      // A part declared as JSON arrives parsed: stored as text it would read "[object Object]".
      if (typeof part.value !== 'string') throw new HttpError(400, PLAIN_TEXT_ONLY);
      form.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (form.file) await store.remove(form.file.id);
    await readToEnd(request);
    if ((error as { code?: unknown }).code === 'FST_INVALID_JSON_FIELD_ERROR') throw new HttpError(400, PLAIN_TEXT_ONLY);
    if (isClientError(error)) throw error;
    throw new HttpError(400, 'The form data is malformed');
  }
  return form;
}
