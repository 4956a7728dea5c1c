import type { Kysely, Migration } from 'kysely';

/** Uploads are encrypted at rest from now on; files stored before keep 0 and are read as they are. */
export const encryptedUploads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('uploads').addColumn('encrypted', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  },
};
