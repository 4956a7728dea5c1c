import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NEWSLETTER_KIND } from 'shared-contracts';
import { DEFAULT_LANGUAGE } from 'shared-contracts/languages';
import { findSubmissionByDedupeKey } from '../db/repositories/submissions';
import { languageOf } from '../mail/mail-language';
import { newsletterConfirmationMail } from '../mail/newsletter-confirmation-mail';
import { FORGET_EVERY_MS, forgetUnconfirmedSubscriptions } from '../newsletter/forget-unconfirmed';
import { newsletterLink } from '../newsletter/newsletter-link';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mails the owner of a subscribed address its link to confirm, in the language of the page
     * they subscribed from; after the answer, not once it is confirmed, and quietly skipped beyond
     * the per-address limit.
     */
    askToConfirmSubscription(request: FastifyRequest, address: string): void;
    /** A subscription's link as the staff put it in their newsletters: the English page, whose language the reader can switch. */
    newsletterLinkOf(subscriptionId: string): string;
  }
}

/** Register after the rate limits, the mailer and the background runner it uses. */
export const newsletterPlugin = fp(async (app: FastifyInstance) => {
  const timer = setInterval(() => app.inBackground('forget unconfirmed subscriptions', () => forgetUnconfirmedSubscriptions(app)), FORGET_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const linkIn = (language: Parameters<typeof newsletterLink>[1], subscriptionId: string) =>
    newsletterLink(app.config.siteUrl, language, app.secrets.newsletterKey, subscriptionId);

  app.decorate('newsletterLinkOf', (subscriptionId: string) => linkIn(DEFAULT_LANGUAGE, subscriptionId));

  app.decorate('askToConfirmSubscription', (request: FastifyRequest, address: string) => {
    const language = languageOf(request);
    app.inBackground('newsletter confirmation', async () => {
      const subscription = await findSubmissionByDedupeKey(app.db, NEWSLETTER_KIND, address);
      if (!subscription || subscription.confirmed_at !== null) return;
      if (!(await app.rateLimits.acknowledgementAllowed(request, address))) {
        request.log.info('no confirmation mail: this address had its share for now');
        return;
      }
      app.mailer.dispatch(newsletterConfirmationMail(address, language, linkIn(language, subscription.id)));
    });
  });
});
