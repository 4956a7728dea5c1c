import './schemas/zod-mini';
import * as z from 'zod/mini';

/**
 * One sending of a form carries a key of its own in this header. Sent again with the same key
 * because its answer was lost on the way (a phone dropping its connection after the server stored
 * it), it is stored once and thanked once.
 */
export const REQUEST_KEY_HEADER = 'Idempotency-Key';

/** What a key looks like: 16 to 64 letters, digits, `-` or `_` (the browser sends 32 hex digits). */
export const requestKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));
