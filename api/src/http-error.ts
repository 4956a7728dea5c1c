/** An error that becomes an answer: the status and `{ message, ...extra }` as the body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * 429: the client may try again after `retryAfterSeconds`, which the answer carries in the body
 * and (through the errors plugin) as `Retry-After`.
 */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
}
