import type { Migration, MigrationProvider } from 'kysely';
import { initial } from './001_initial';

/** Migrations in order; both databases run the same ones. Add new files here, never edit applied ones. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
