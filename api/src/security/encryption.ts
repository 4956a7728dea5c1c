import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const VERSION = 'v1';

/**
 * AES-256-GCM, serialised as `v1:<base64url(iv | tag | ciphertext)>`. The associated data binds a
 * ciphertext to its row, so a value copied into another record does not decrypt.
 */
export function encrypt(plaintext: string, key: Buffer, associatedData: string): string {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_LENGTH });
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

export function decrypt(serialised: string, key: Buffer, associatedData: string): string {
  const [version, payload] = serialised.split(':');
  if (version !== VERSION || !payload) throw new Error('Unknown ciphertext format');
  const raw = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_LENGTH), { authTagLength: TAG_LENGTH });
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(raw.subarray(IV_LENGTH, IV_LENGTH + TAG_LENGTH));
  return Buffer.concat([decipher.update(raw.subarray(IV_LENGTH + TAG_LENGTH)), decipher.final()]).toString('utf8');
}
