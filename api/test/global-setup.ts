import { findPostgresBinDir, startPostgresCluster, type PostgresCluster } from '../../scripts/lib/postgres-cluster';

declare global {
  var apiTestPostgres: PostgresCluster | undefined;
}

/**
 * Starts a PostgreSQL cluster for the run when the server binaries are installed, so every
 * integration suite runs against SQLite and PostgreSQL. REQUIRE_POSTGRES=1 makes its absence fatal.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_POSTGRES_URL) return;
  const binDir = findPostgresBinDir();
  if (!binDir) {
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL server binaries were found');
    console.warn('\n[api tests] PostgreSQL binaries not found: the PostgreSQL run is SKIPPED (SQLite only).\n');
    return;
  }
  globalThis.apiTestPostgres = await startPostgresCluster(binDir);
  process.env.TEST_POSTGRES_URL = globalThis.apiTestPostgres.url;
}
