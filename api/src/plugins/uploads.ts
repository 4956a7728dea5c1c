import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES } from 'shared-contracts';
import { UploadStore } from '../uploads/store';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

/** The (encrypted) store for uploaded documents. */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { dataDir: string; key: Buffer }) => {
  app.decorate('uploads', new UploadStore(path.join(options.dataDir, 'uploads'), options.key));
});

/**
 * Multipart parsing with tight limits, registered only by the routes that take an upload: every
 * other route refuses a multipart body as an unsupported type (415) instead of reading it as empty.
 */
export async function multipartParsing(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 20,
      fieldNameSize: 100,
      fieldSize: 10_000,
      parts: 25,
      headerPairs: 50,
    },
  });
}
