import type { Migration } from 'kysely';

/**
 * Runs a migration in one transaction of its own where the migrator does not: Kysely runs SQLite's
 * migrations outside transactions (it takes DDL there to be final, though SQLite can undo it), so
 * a migration that failed midway left half its changes, and the next start failed on them.
 * PostgreSQL's migrations already run in the migrator's transaction.
 */
export function inOneTransaction(migration: Migration): Migration {
  return {
    up: (db) => (db.isTransaction ? migration.up(db) : db.transaction().execute((transaction) => migration.up(transaction))),
  };
}
