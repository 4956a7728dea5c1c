import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NEWSLETTER_KIND, type NewsletterLinkKind } from 'shared-contracts';
import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts/languages';
import { findSubmissionByDedupeKey, restartUnconfirmedSubmission } from '../db/repositories/submissions';
import { alreadySubscribedMail } from '../mail/already-subscribed-mail';
import { newsletterConfirmationMail } from '../mail/newsletter-confirmation-mail';
import { newsletterLink } from '../newsletter/newsletter-link';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mails the owner of a subscribed address, after the answer: until they confirm, their link to
     * confirm (the wait for it starting again); once they have, their link to unsubscribe.
     */
    askToConfirmSubscription(request: FastifyRequest, address: string): void;
    /** A subscription's unsubscribe link as the staff put it in their newsletters: the English page, whose language the reader can switch. */
    unsubscribeLinkOf(subscriptionId: string): string;
  }
}

/** Register after the acknowledgements, whose mailing to visitors it uses. */
export const newsletterPlugin = fp(async (app: FastifyInstance) => {
  const linkTo = (language: Language, kind: NewsletterLinkKind, subscriptionId: string) =>
    newsletterLink(app.config.siteUrl, language, app.secrets.newsletterKey, kind, subscriptionId);

  app.decorate('unsubscribeLinkOf', (subscriptionId: string) => linkTo(DEFAULT_LANGUAGE, 'unsubscribe', subscriptionId));

  app.decorate('askToConfirmSubscription', (request: FastifyRequest, address: string) => {
    app.mailVisitor(request, address, 'newsletter confirmation', async (language) => {
      const subscription = await findSubmissionByDedupeKey(app.db, NEWSLETTER_KIND, address);
      if (!subscription) return undefined;
      if (subscription.confirmed_at !== null) return alreadySubscribedMail(address, language, linkTo(language, 'unsubscribe', subscription.id));
      await restartUnconfirmedSubmission(app.db, subscription.id, app.now());
      return newsletterConfirmationMail(address, language, linkTo(language, 'owner', subscription.id));
    });
  });
});
