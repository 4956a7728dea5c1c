import { languageOf } from '../../mail/mail-language';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, emailOnlyRequestSchema } from 'shared-contracts';
import { findUserByEmail } from '../../db/repositories/users';
import { codeMail } from '../../mail/code-mail';
import { sendCode } from '../../services/one-time-codes';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from 'shared-contracts';

/**
 * Always the same answer, given before the address is even looked up, so neither the answer nor
 * its timing tells whether an account exists. Within the resend cooldown no new code is sent
 * (the last one is still valid).
 */
export async function forgotPasswordRoute(app: FastifyInstance) {
  app.post(API_PATHS.forgotPassword, { preHandler: app.rateLimits.authSendingMail(emailOnlyRequestSchema) }, async (request) => {
    const { email } = parseWith(emailOnlyRequestSchema, request.body);
    app.inBackground('password reset code', async () => {
      const user = await findUserByEmail(app.db, email);
      const language = languageOf(request);
      if (user) await sendCode(app, user.id, 'reset', (code) => codeMail('reset', user.email, code, language, user.name));
    });
    return { message: AUTH_MESSAGES.resetCodeSent };
  });
}
