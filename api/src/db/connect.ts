import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

const PG_INT8 = 20;
// Our bigint columns hold epoch milliseconds and counts, far below 2^53: read them as numbers.
pg.types.setTypeParser(PG_INT8, (value) => Number(value));

function openSqlite(dataDir: string): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SqliteDatabase(path.join(dataDir, 'charity.sqlite'));
  database.pragma('journal_mode = WAL');
  // In WAL mode NORMAL loses nothing when the process dies (only on power loss), and is much faster than FULL.
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

function openPostgres(connectionString: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 10 }) }) });
}

export async function migrateToLatest(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider(kind) }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** SQLite in the data folder by default; PostgreSQL when a connection string is given. Not migrated. */
export function connectDatabase(options: { dataDir: string; databaseUrl?: string }): DatabaseHandle {
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'sqlite';
  return { db: options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir), kind };
}

/** Connects (see connectDatabase) and migrates to the latest schema. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<DatabaseHandle> {
  const { db, kind } = connectDatabase(options);
  try {
    await migrateToLatest(db, kind);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind };
}
