import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acknowledgementMail, type AcknowledgedKind } from '../mail/acknowledgement-mail';
import { languageOf } from '../mail/mail-language';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mails the visitor a thank-you for a stored form, in the language of the page they sent it
     * from; after the answer, and quietly skipped beyond the per-address limit.
     */
    acknowledge(request: FastifyRequest, kind: AcknowledgedKind, address: string): void;
  }
}

/** Register after the rate limits, the mailer and the background runner it uses. */
export const acknowledgementsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('acknowledge', (request: FastifyRequest, kind: AcknowledgedKind, address: string) => {
    const language = languageOf(request);
    const receivedAt = app.now();
    app.inBackground('acknowledgement', async () => {
      if (!(await app.rateLimits.acknowledgementAllowed(request, address))) {
        request.log.info({ kind }, 'no thank-you mail: this address had its share for now');
        return;
      }
      app.mailer.dispatch(acknowledgementMail(kind, address, language, receivedAt));
    });
  });
});
