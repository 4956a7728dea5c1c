import type { Kysely, Migration } from 'kysely';

/** Session tokens issued (iat, in seconds) before this moment are refused; 0 refuses none. */
export const sessionsValidFrom: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('sessions_valid_from', 'bigint', (column) => column.notNull().defaultTo(0)).execute();
  },
};
