import type { FastifyRequest } from 'fastify';
import { REFUSAL_MESSAGES, REQUEST_KEY_HEADER, requestKeySchema } from 'shared-contracts';
import { HttpError } from './http-error';

/**
 * The dedupe key of this sending of a form (REQUEST_KEY_HEADER), if the browser gave one: a form
 * stored with it is thanked again, not stored or mailed again. A malformed key is refused.
 */
export function sendingOf(request: FastifyRequest): string | null {
  const header = request.headers[REQUEST_KEY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  const key = requestKeySchema.safeParse(header);
  if (!key.success) throw new HttpError(400, REFUSAL_MESSAGES.badRequestKey);
  return `request:${key.data}`;
}
