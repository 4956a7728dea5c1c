import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state of all API processes (rate-limit counters); null when REDIS_URL is unset. */
    redis: Redis | null;
  }
}

/**
 * With REDIS_URL, what must hold across API processes lives in Redis. It connects at start, so a
 * wrong address stops the process at once; later outages are retried and show in /api/ready.
 */
export const redisPlugin = fp(async (app: FastifyInstance, options: { redisUrl?: string }) => {
  if (!options.redisUrl) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  app.log.info('rate limits shared through Redis');
});
