import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../src/db/connect';
import { inOneTransaction } from '../src/db/migrations/in-one-transaction';

test('a migration that fails midway on SQLite leaves none of its changes behind', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-test-'));
  const { db } = connectDatabase({ dataDir });
  try {
    const failingMidway = inOneTransaction({
      async up(migrating) {
        await migrating.schema.createTable('half_done').addColumn('id', 'integer').execute();
        throw new Error('the second step failed');
      },
    });
    await expect(failingMidway.up(db)).rejects.toThrow('the second step failed');
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'half_done'`.execute(db);
    expect(tables.rows).toEqual([]);
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
