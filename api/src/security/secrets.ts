import { randomBytes, hkdfSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** HS256 key of the session tokens. */
  jwtKey: Buffer;
  /** AES-256-GCM key for sensitive numbers at rest. */
  dataKey: Buffer;
  /** HMAC key for one-time codes, derived from the data key so there is one secret less to manage. */
  codeKey: Buffer;
  /**
   * HMAC key for a form sending's dedupe key: it digests what was sent, Aadhaar and account numbers
   * included, so a plain hash would let the last four digits kept in the clear find the rest.
   */
  sendingKey: Buffer;
  /** HMAC key that signs each newsletter subscription's confirm-and-unsubscribe link. */
  newsletterKey: Buffer;
}

const MIN_JWT_SECRET_BYTES = 32;

/** Reads a generated secret from the data folder, creating it (readable by this user only) the first time. */
function persistedSecret(dataDir: string, fileName: string): Buffer {
  const file = path.join(dataDir, fileName);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  try {
    // 'wx' fails if another process created the file meanwhile; then its secret wins.
    fs.writeFileSync(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  }
}

/** DATA_KEY: 32 bytes written as 64 hex characters or base64/base64url. */
function parseDataKey(raw: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64url');
  if (key.length !== 32) throw new Error('DATA_KEY must be 32 bytes, as 64 hex characters or base64');
  return key;
}

export interface SecretOptions {
  dataDir: string;
  jwtSecret?: string;
  dataKey?: string;
  /**
   * Why missing secrets may not be generated into the data folder (production, or a database that
   * several API processes share); unset in development, where they may.
   */
  requiredBecause?: string;
}

export function loadSecrets(options: SecretOptions): Secrets {
  if (options.jwtSecret !== undefined && Buffer.byteLength(options.jwtSecret) < MIN_JWT_SECRET_BYTES) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes`);
  }
  const missing = [!options.jwtSecret && 'JWT_SECRET', !options.dataKey && 'DATA_KEY'].filter(Boolean);
  if (options.requiredBecause && missing.length > 0) {
    throw new Error(`${missing.join(' and ')} must be set: ${options.requiredBecause}`);
  }
  const jwtKey = options.jwtSecret ? Buffer.from(options.jwtSecret) : persistedSecret(options.dataDir, 'jwt-secret');
  const dataKey = options.dataKey ? parseDataKey(options.dataKey) : persistedSecret(options.dataDir, 'data-key');
  const codeKey = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'one-time-codes', 32));
  const sendingKey = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'form-sendings', 32));
  const newsletterKey = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'newsletter-links', 32));
  return { jwtKey, dataKey, codeKey, sendingKey, newsletterKey };
}
