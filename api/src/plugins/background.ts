import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work after the answer has gone, so its duration tells the client nothing. Failures are
     * logged; the server waits for work in flight before it closes the database.
     */
    inBackground(label: string, task: () => Promise<unknown>): void;
  }
}

/** Register after the plugins the tasks use: onClose hooks run in reverse order, so this one waits first. */
export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();

  app.decorate('inBackground', (label: string, task: () => Promise<unknown>) => {
    const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error, task: label }, 'background task failed'),
      )
      .finally(() => running.delete(work));
    running.add(work);
  });

  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
});
