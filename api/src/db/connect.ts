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
  // SQLite's own lower() changes A-Z only: searches lower both sides, so 'Élodie' must become 'élodie'.
  database.function('lower', { deterministic: true }, (value: unknown) => (value === null ? null : String(value).toLowerCase()));
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/**
 * An idle pooled connection can fail (the server restarts, the network drops, the database is
 * dropped): pg then emits 'error' on the pool, which would end the process if nobody listened. The
 * pool replaces the connection on the next query, so it is only reported.
 */
function openPostgres(connectionString: string, onIdleConnectionError: (error: Error) => void): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', onIdleConnectionError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function migrateToLatest(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider(kind) }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Told when an idle PostgreSQL connection fails; by default written to stderr. */
  onIdleConnectionError?: (error: Error) => void;
}

const reportToStderr = (error: Error) => console.error('An idle database connection failed:', error.message);

/** SQLite in the data folder by default; PostgreSQL when a connection string is given. Not migrated. */
export function connectDatabase(options: DatabaseOptions): DatabaseHandle {
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'sqlite';
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onIdleConnectionError ?? reportToStderr)
    : openSqlite(options.dataDir);
  return { db, kind };
}

/** Connects (see connectDatabase) and migrates to the latest schema. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { db, kind } = connectDatabase(options);
  try {
    await migrateToLatest(db, kind);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind };
}
