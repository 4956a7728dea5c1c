import type { Kysely, Migration } from 'kysely';

/**
 * Tries at codes per address and purpose in a day, kept apart from the codes: a new code replaces
 * the old one and its count of tries, and this count must outlive it.
 */
export const codeTries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('code_tries')
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('day_started_at', 'bigint', (column) => column.notNull())
      .addColumn('tries', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('code_tries_pk', ['purpose', 'address'])
      .execute();
    await db.schema.createIndex('code_tries_day_started_at').on('code_tries').column('day_started_at').execute();
  },
};
