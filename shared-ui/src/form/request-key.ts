/**
 * A new key for one sending of a form (REQUEST_KEY_HEADER): 128 random bits as 32 hex digits.
 * crypto.getRandomValues, unlike randomUUID, works on a page served without https as well.
 */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
