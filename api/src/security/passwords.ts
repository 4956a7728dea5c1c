import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashingConfig } from '../config';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; allow that plus headroom instead of Node's 32 MiB default.
  return { N: 2 ** logN, r, p, maxmem: 128 * 2 ** logN * r * 2 };
}

/** Hashes as `scrypt$logN$r$p$salt$key` so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost: PasswordHashingConfig): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, optionsFor(cost.logN, cost.r, cost.p));
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), optionsFor(Number(logN), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
