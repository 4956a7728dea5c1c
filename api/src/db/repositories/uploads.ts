import type { Kysely, Selectable } from 'kysely';
import type { Database, UploadsTable } from '../schema';

export type UploadRow = Selectable<UploadsTable>;

export async function insertUpload(db: Kysely<Database>, row: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export function findUpload(db: Kysely<Database>, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}
