import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ID_PATTERN = /^[a-f0-9]{32}$/;

/**
 * Uploaded documents live in DATA_DIR/uploads, outside any web root, each under a random
 * 128-bit name that is also its id. Nothing of the client's file name is kept on disk.
 */
export class UploadStore {
  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  static isId(id: string): boolean {
    return ID_PATTERN.test(id);
  }

  /** Written to a temporary name, flushed, then renamed: a file under its id is always complete. */
  async save(content: Buffer): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const temporary = path.join(this.dir, `${id}.part`);
    const handle = await fs.promises.open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(content);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, this.pathOf(id));
    return id;
  }

  async remove(id: string): Promise<void> {
    await fs.promises.rm(this.pathOf(id), { force: true });
  }

  open(id: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(id));
  }

  private pathOf(id: string): string {
    if (!UploadStore.isId(id)) throw new Error('Not an upload id');
    return path.join(this.dir, id);
  }
}
