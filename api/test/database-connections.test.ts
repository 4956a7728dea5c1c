import pg from 'pg';
import { backends, startTestApp } from './helpers/test-app';

const onPostgres = backends().includes('postgres') ? describe : describe.skip;

onPostgres('PostgreSQL connections', () => {
  test('idle connections ended by the server are replaced, and the API answers on', async () => {
    const api = await startTestApp({ backend: 'postgres' });
    try {
      expect((await api.get('/api/ready')).statusCode).toBe(200);
      const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
      await admin.connect();
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        new URL(api.databaseUrl!).pathname.slice(1),
      ]);
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      // The pool hears of the ended connections; an unheard 'error' would end the process.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await api.get('/api/ready')).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });
});
