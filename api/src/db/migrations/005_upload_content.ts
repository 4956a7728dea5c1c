import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connect';

/**
 * Uploaded documents are kept in the database, encrypted, beside the row that names them, so
 * every API process reads them and a crash never leaves a row without its file or a file without
 * its row. Uploads stored before keep content null and are read from the data folder.
 */
export function uploadContent(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('uploads').addColumn('content', kind === 'postgres' ? 'bytea' : 'blob').execute();
    },
  };
}
