import type { FastifyInstance } from 'fastify';
import { API_PATHS, CONFIRMATION_MESSAGES, NEWSLETTER_KIND, newsletterLinkRequestSchema, REFUSAL_MESSAGES } from 'shared-contracts';
import { confirmSubmission, deleteSubmission } from '../db/repositories/submissions';
import { HttpError } from '../http-error';
import { subscriptionOfToken } from '../security/newsletter-tokens';
import { parseWith } from '../validation';

/**
 * The buttons of the newsletter page, which its mailed link opens. They are posts, not the link
 * itself: mail scanners open every link in a mail, and must neither confirm nor end anything.
 */
export async function newsletterRoutes(app: FastifyInstance) {
  const subscriptionOf = (body: unknown): string => {
    const { token } = parseWith(newsletterLinkRequestSchema, body);
    const subscriptionId = subscriptionOfToken(app.secrets.newsletterKey, token);
    if (!subscriptionId) throw new HttpError(400, REFUSAL_MESSAGES.newsletterLinkInvalid);
    return subscriptionId;
  };

  app.post(API_PATHS.newsletterConfirm, { preHandler: app.rateLimits.formPost }, async (request) => {
    const confirmed = await confirmSubmission(app.db, NEWSLETTER_KIND, subscriptionOf(request.body), app.now());
    if (!confirmed) throw new HttpError(404, REFUSAL_MESSAGES.newsletterSubscriptionGone);
    return { message: CONFIRMATION_MESSAGES.newsletterConfirmed };
  });

  // Ending a subscription deletes the address; pressing again finds it gone and says the same.
  app.post(API_PATHS.newsletterUnsubscribe, { preHandler: app.rateLimits.formPost }, async (request) => {
    await deleteSubmission(app.db, NEWSLETTER_KIND, subscriptionOf(request.body));
    return { message: CONFIRMATION_MESSAGES.newsletterUnsubscribed };
  });
}
