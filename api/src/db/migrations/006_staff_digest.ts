import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The staff's digest of new submissions: each submission is marked once a digest has counted it,
 * and one row holds when the last digest went out, so API processes sharing the database send at
 * most one per interval between them.
 */
export const staffDigest: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('submissions').addColumn('staff_notified', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    // What arrived before the digest existed is not news.
    await sql`update submissions set staff_notified = 1`.execute(db);
    await sql`create index submissions_staff_pending on submissions (seq) where staff_notified = 0`.execute(db);
    await db.schema
      .createTable('staff_digest')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('last_sent_at', 'bigint', (column) => column.notNull())
      .execute();
    await sql`insert into staff_digest (id, last_sent_at) values (1, 0)`.execute(db);
  },
};
