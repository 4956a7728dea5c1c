import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createStreamSealer, openSealedStream } from '../security/encryption';

const ID_PATTERN = /^[a-f0-9]{32}$/;
/** Marks the file format: this line, then what createStreamSealer writes. */
const MAGIC = Buffer.from('GGVF-AESGCM-1\n');
/** Enough of the start of a file to recognise its type by its bytes. */
const HEAD_LENGTH = 16;

export interface StoredUpload {
  id: string;
  sizeBytes: number;
  /** The first bytes of the plaintext, for checking the document's type. */
  head: Buffer;
  /** The plaintext's SHA-256 (hex), telling one document from another without keeping it readable. */
  sha256: string;
}

/**
 * Uploaded documents, each under a random 128-bit id, encrypted with AES-256-GCM under the data
 * key (security/encryption) with the id as associated data, so content moved to another id does
 * not decrypt. Nothing of the client's file name is kept. An upload streams into a staging file
 * in DATA_DIR/uploads (so a broken or oversized body is never held in memory); once checked, its
 * sealed bytes go into the database with the row that names them (see `sealed`), and the staging
 * file is removed. Documents stored before that live on in DATA_DIR/uploads and are read there.
 */
export class UploadStore {
  constructor(
    private readonly dir: string,
    private readonly key: Buffer,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  static isId(id: string): boolean {
    return ID_PATTERN.test(id);
  }

  static newId(): string {
    return randomBytes(16).toString('hex');
  }

  /**
   * Encrypts the stream into a staging file, renamed once complete: a file under its id is always
   * whole. Not flushed to disk: the database commit that takes its bytes is what makes an upload
   * durable. If the stream fails (too large, broken body) nothing is left behind.
   */
  async save(id: string, content: Readable): Promise<StoredUpload> {
    const temporary = `${this.pathOf(id)}.part`;
    const sealer = createStreamSealer(this.key, id);
    const handle = await fs.promises.open(temporary, 'wx', 0o600);
    let sizeBytes = 0;
    let head = Buffer.alloc(0);
    const digest = createHash('sha256');
    try {
      await handle.write(Buffer.concat([MAGIC, sealer.start]));
      for await (const chunk of content as AsyncIterable<Buffer>) {
        sizeBytes += chunk.length;
        if (head.length < HEAD_LENGTH) head = Buffer.concat([head, chunk.subarray(0, HEAD_LENGTH - head.length)]);
        digest.update(chunk);
        await handle.write(sealer.update(chunk));
      }
      await handle.write(sealer.finish());
    } catch (error) {
      await handle.close();
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await fs.promises.rename(temporary, this.pathOf(id));
    return { id, sizeBytes, head, sha256: digest.digest('hex') };
  }

  /** The staged upload as stored: the format line and the sealed document. */
  async sealed(id: string): Promise<Buffer> {
    return fs.promises.readFile(this.pathOf(id));
  }

  async remove(id: string): Promise<void> {
    await fs.promises.rm(this.pathOf(id), { force: true });
  }

  /**
   * The whole document, decrypted and authenticated before any byte is handed out: from the
   * database's `content`, or for older uploads from the data folder. Files stored before
   * encryption at rest are read as they are.
   */
  async read(id: string, encrypted: boolean, content: Buffer | null): Promise<Buffer> {
    const stored = content ?? (await fs.promises.readFile(this.pathOf(id)));
    if (!encrypted) return stored;
    if (!stored.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`Upload ${id} is not in the encrypted format`);
    return openSealedStream(stored.subarray(MAGIC.length), this.key, id);
  }

  private pathOf(id: string): string {
    if (!UploadStore.isId(id)) throw new Error('Not an upload id');
    return path.join(this.dir, id);
  }
}
