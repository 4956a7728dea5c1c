import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { REFUSAL_MESSAGES, REQUEST_KEY_HEADER, requestKeySchema } from 'shared-contracts';
import { HttpError } from './http-error';

/** The key the browser gave this sending of a form (REQUEST_KEY_HEADER), if any; a malformed key is refused. */
export function requestKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[REQUEST_KEY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  const key = requestKeySchema.safeParse(header);
  if (!key.success) throw new HttpError(400, REFUSAL_MESSAGES.badRequestKey);
  return key.data;
}

/**
 * The dedupe key of a sending: a form stored with it is thanked again, not stored or mailed again.
 * It binds the browser's key to what was sent, so the same key with other content is another
 * sending and is stored too: a 2xx always means stored. `secret` keys the digest (Secrets.sendingKey).
 */
export function dedupeKeyOf(requestKey: string | null, content: unknown, secret: Buffer): string | null {
  if (requestKey === null) return null;
  const digest = createHmac('sha256', secret).update(JSON.stringify(content)).digest('base64url');
  return `request:${requestKey}:${digest}`;
}
