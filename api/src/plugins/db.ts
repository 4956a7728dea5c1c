import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseKind } from '../db/connect';
import { InsertBatcher } from '../db/insert-batcher';
import { insertSubmissions, type NewSubmission } from '../db/repositories/submissions';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    /** Public form submissions, written with group commit (see InsertBatcher). */
    submissionWriter: InsertBatcher<NewSubmission>;
  }
}

/** Opens and migrates the database before any route runs; closes it after the last request. */
export const dbPlugin = fp(async (app: FastifyInstance, options: { dataDir: string; databaseUrl?: string }) => {
  const { db, kind } = await openDatabase({
    ...options,
    onIdleConnectionError: (error) => app.log.warn({ err: error }, 'an idle database connection failed; the pool opens another'),
  });
  app.decorate('db', db);
  app.decorate('dbKind', kind);
  app.decorate('submissionWriter', new InsertBatcher<NewSubmission>((rows) => insertSubmissions(db, rows)));
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  app.log.info({ database: kind }, 'database ready');
});
