import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from 'shared-contracts/languages';
import { acknowledgementMail, type AcknowledgedKind } from '../mail/acknowledgement-mail';
import { languageOf } from '../mail/mail-language';
import type { MailMessage } from './mail';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mails a visitor who sent a form, in the language of the page they sent it from; after the
     * answer, and quietly skipped beyond the per-address limit. `compose` writes the mail then,
     * or finds there is none to send.
     */
    mailVisitor(request: FastifyRequest, address: string, label: string, compose: (language: Language) => Promise<MailMessage | undefined>): void;
    /** Mails the visitor a thank-you for a stored form. */
    acknowledge(request: FastifyRequest, kind: AcknowledgedKind, address: string): void;
  }
}

/** Register after the rate limits, the mailer and the background runner it uses. */
export const acknowledgementsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('mailVisitor', (request: FastifyRequest, address: string, label: string, compose: (language: Language) => Promise<MailMessage | undefined>) => {
    const language = languageOf(request);
    app.inBackground(label, async () => {
      if (!(await app.rateLimits.acknowledgementAllowed(request, address))) {
        request.log.info({ mail: label }, 'no mail to the visitor: this address had its share for now');
        return;
      }
      const mail = await compose(language);
      if (mail) app.mailer.dispatch(mail);
    });
  });

  app.decorate('acknowledge', (request: FastifyRequest, kind: AcknowledgedKind, address: string) => {
    const receivedAt = app.now();
    app.mailVisitor(request, address, 'acknowledgement', async (language) => acknowledgementMail(kind, address, language, receivedAt));
  });
});
