import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from 'shared-contracts';

/** A uniformly random code of OTP_LENGTH digits, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored as a keyed hash: with only a million possible codes a plain hash would be
 * reversed instantly by anyone holding the database, but not without the server's key.
 */
export function hashCode(code: string, key: Buffer): string {
  return createHmac('sha256', key).update(code).digest('base64url');
}

export function codeMatches(code: string, storedHash: string, key: Buffer): boolean {
  const actual = Buffer.from(hashCode(code, key));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
