import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  CONFIRMATION_MESSAGES,
  NEWSLETTER_KIND,
  newsletterLinkRequestSchema,
  REFUSAL_MESSAGES,
  type NewsletterLinkKind,
} from 'shared-contracts';
import { confirmSubmission, deleteSubmission } from '../db/repositories/submissions';
import { HttpError } from '../http-error';
import { subscriptionOfToken } from '../security/newsletter-tokens';
import { parseWith } from '../validation';

/**
 * The buttons of the newsletter page, which its links open. They are posts, not the links
 * themselves: mail scanners open every link in a mail, and must neither confirm nor end anything.
 * Only the owner's link confirms; either ends the subscription.
 */
export async function newsletterRoutes(app: FastifyInstance) {
  /** The subscription a press names, by a link of one of `kinds`. */
  const subscriptionOf = (body: unknown, kinds: readonly NewsletterLinkKind[]): string => {
    const { token } = parseWith(newsletterLinkRequestSchema, body);
    const subscriptionId = subscriptionOfToken(app.secrets.newsletterKey, token, kinds);
    if (!subscriptionId) throw new HttpError(400, REFUSAL_MESSAGES.newsletterLinkInvalid);
    return subscriptionId;
  };

  app.post(API_PATHS.newsletterConfirm, { preHandler: app.rateLimits.formPost }, async (request) => {
    const confirmed = await confirmSubmission(app.db, NEWSLETTER_KIND, subscriptionOf(request.body, ['owner']), app.now());
    if (!confirmed) throw new HttpError(404, REFUSAL_MESSAGES.newsletterSubscriptionGone);
    return { message: CONFIRMATION_MESSAGES.newsletterConfirmed };
  });

  // Ending a subscription deletes the address; pressing again finds it gone and says the same.
  app.post(API_PATHS.newsletterUnsubscribe, { preHandler: app.rateLimits.formPost }, async (request) => {
    await deleteSubmission(app.db, NEWSLETTER_KIND, subscriptionOf(request.body, ['owner', 'unsubscribe']));
    return { message: CONFIRMATION_MESSAGES.newsletterUnsubscribed };
  });
}
