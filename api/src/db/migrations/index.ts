import type { Migration, MigrationProvider } from 'kysely';
import type { DatabaseKind } from '../connect';
import { initial } from './001_initial';

/** Migrations in order; both databases run the same ones. Add new files here, never edit applied ones. */
export function migrationProvider(kind: DatabaseKind): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001_initial': initial(kind),
  };
  return { getMigrations: async () => migrations };
}
