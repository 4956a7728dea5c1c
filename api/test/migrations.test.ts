import { openDatabase } from '../src/db/connect';
import { backends, startTestApp, type Backend } from './helpers/test-app';

// Replicas share PostgreSQL; SQLite is one API process per data folder, so only PostgreSQL is raced.
const replicated = backends().filter((backend) => backend === 'postgres');

(replicated.length > 0 ? describe.each(replicated) : describe.skip.each<Backend>(['postgres']))('migrations on %s', (backend) => {
  test('two API processes starting at once on one empty database both come up, each migration applied once', async () => {
    let openedTogether: string[] = [];
    const app = await startTestApp({
      backend,
      beforeStart: async (storage) => {
        const replicas = await Promise.all([openDatabase(storage), openDatabase(storage)]);
        try {
          const [first, second] = await Promise.all(
            replicas.map(({ db }) => db.selectFrom('kysely_migration' as never).select('name' as never).execute()),
          );
          expect(second).toEqual(first);
          openedTogether = (first as { name: string }[]).map((row) => row.name);
        } finally {
          await Promise.all(replicas.map(({ db }) => db.destroy()));
        }
      },
    });
    try {
      expect(openedTogether).toEqual(['001_initial', '002_pending_signups', '003_encrypted_uploads', '004_sessions_valid_from', '005_upload_content', '006_staff_digest', '007_code_tries', '008_ended_sessions', '009_session_version', '010_national_mobile_numbers', '011_newsletter_confirmation']);
      expect((await app.get('/api/ready')).statusCode).toBe(200);
      const rows = await app.app.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
      expect(rows).toHaveLength(openedTogether.length);
    } finally {
      await app.close();
    }
  });
});
