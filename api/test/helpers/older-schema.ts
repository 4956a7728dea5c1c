import { Migrator, type Kysely } from 'kysely';
import { connectDatabase } from '../../src/db/connect';
import { migrationProvider } from '../../src/db/migrations';
import type { Database } from '../../src/db/schema';

type Storage = { dataDir: string; databaseUrl?: string };

/**
 * A `beforeStart` for startTestApp: the database at an older migration, filled by `fill` as the
 * API of that time wrote it, so the app's start migrates those rows as a deploy would.
 */
export function atMigration(migration: string, fill: (db: Kysely<Database>, storage: Storage) => Promise<void>) {
  return async (storage: Storage) => {
    const { db, kind } = connectDatabase(storage);
    try {
      await new Migrator({ db, provider: migrationProvider(kind) }).migrateTo(migration);
      await fill(db, storage);
    } finally {
      await db.destroy();
    }
  };
}
