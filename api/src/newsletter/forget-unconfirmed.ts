import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_KIND } from 'shared-contracts';
import { deleteUnconfirmedSubmissions } from '../db/repositories/submissions';

/**
 * How long an address waits for its owner to confirm: after that it was most likely typed by
 * someone else, and the charity keeps no address without its owner's consent.
 */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 30;
const UNCONFIRMED_SUBSCRIPTION_MS = UNCONFIRMED_SUBSCRIPTION_DAYS * 24 * 60 * 60_000;
/** How often each API process looks for them (plugins/unconfirmed-subscriptions.ts). */
export const FORGET_EVERY_MS = 60 * 60_000;

/** Deletes the subscriptions nobody confirmed in time; several API processes may do it at once. */
export async function forgetUnconfirmedSubscriptions(app: FastifyInstance): Promise<void> {
  const forgotten = await deleteUnconfirmedSubmissions(app.db, NEWSLETTER_KIND, app.now() - UNCONFIRMED_SUBSCRIPTION_MS);
  if (forgotten > 0) app.log.info({ forgotten }, 'unconfirmed newsletter subscriptions deleted');
}
