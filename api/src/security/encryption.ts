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

/** Encrypts a stream piece by piece: `start` goes first, then each `update`, then `finish` (the tag). */
export interface StreamSealer {
  start: Buffer;
  update(chunk: Buffer): Buffer;
  finish(): Buffer;
}

/**
 * AES-256-GCM for content too large to hold whole (uploaded documents): `iv | ciphertext | tag`,
 * with the tag last so it can be written once the stream has ended.
 */
export function createStreamSealer(key: Buffer, associatedData: string): StreamSealer {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_LENGTH });
  cipher.setAAD(Buffer.from(associatedData));
  return {
    start: iv,
    update: (chunk) => cipher.update(chunk),
    finish: () => Buffer.concat([cipher.final(), cipher.getAuthTag()]),
  };
}

/** Opens what a StreamSealer wrote, authenticating it before anything is returned. */
export function openSealedStream(sealed: Buffer, key: Buffer, associatedData: string): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_LENGTH), { authTagLength: TAG_LENGTH });
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH));
  return Buffer.concat([decipher.update(sealed.subarray(IV_LENGTH, sealed.length - TAG_LENGTH)), decipher.final()]);
}
