import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Sessions end by a version number instead of a time: a token carries its account's
 * `session_version`, and a reset or role change moves it on. `sessions_valid_from` compared the
 * token's issue time with the clock of whichever machine ended the sessions, so a token from a
 * machine whose clock ran ahead outlived them. Accounts whose sessions were ever ended start at
 * version 1: their tokens from before (which carry no version) are refused as before, and those
 * issued since then log in once more.
 *
 * `sessions_valid_from` is no longer read or written, but stays: API processes of the previous
 * release may still be running on this database while the new ones start, and they read it. A
 * later migration drops it.
 */
export const sessionVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('session_version', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await sql`update users set session_version = 1 where sessions_valid_from > 0`.execute(db);
  },
};
