import type { Kysely, Migration } from 'kysely';

/** Session tokens ended by logging out, by their id, kept until they would have expired anyway. */
export const endedSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ended_sessions')
      .addColumn('token_id', 'text', (column) => column.primaryKey())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('ended_sessions_expires_at').on('ended_sessions').column('expires_at').execute();
  },
};
