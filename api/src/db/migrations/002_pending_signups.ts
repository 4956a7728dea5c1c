import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Sign-ups wait in `pending_signups` until their own code is verified; `users` holds verified
 * accounts only. Codes now belong to a subject (a pending sign-up or a user), so the table is
 * rebuilt without its foreign key to `users`. Unverified accounts become pending sign-ups, their
 * live codes kept, so nobody half-way through signing up loses their code.
 */
export const pendingSignups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('one_time_codes_by_subject')
      .addColumn('subject_id', 'text', (column) => column.notNull())
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('sent_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('one_time_codes_subject_pk', ['subject_id', 'purpose'])
      .execute();
    await sql`INSERT INTO one_time_codes_by_subject (subject_id, purpose, code_hash, expires_at, attempts, sent_at)
      SELECT user_id, CASE WHEN purpose = 'verify' THEN 'signup' ELSE purpose END, code_hash, expires_at, attempts, sent_at
      FROM one_time_codes`.execute(db);
    await db.schema.dropTable('one_time_codes').execute();
    await db.schema.alterTable('one_time_codes_by_subject').renameTo('one_time_codes').execute();

    await db.schema
      .createTable('pending_signups')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('mobile', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('pending_signups_email').on('pending_signups').columns(['email', 'created_at']).execute();
    await db.schema.createIndex('pending_signups_created_at').on('pending_signups').column('created_at').execute();
    await sql`INSERT INTO pending_signups (id, email, name, mobile, password_hash, created_at)
      SELECT id, email, name, mobile, password_hash, created_at FROM users WHERE verified = 0`.execute(db);
    await sql`DELETE FROM users WHERE verified = 0`.execute(db);
  },
};
