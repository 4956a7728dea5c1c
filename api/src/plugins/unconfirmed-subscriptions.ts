import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FORGET_EVERY_MS, forgetUnconfirmedSubscriptions } from '../newsletter/forget-unconfirmed';

/** Each API process deletes, now and then, the newsletter addresses nobody confirmed in time. Register after the background runner. */
export const unconfirmedSubscriptionsPlugin = fp(async (app: FastifyInstance) => {
  const timer = setInterval(() => app.inBackground('forget unconfirmed subscriptions', () => forgetUnconfirmedSubscriptions(app)), FORGET_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
