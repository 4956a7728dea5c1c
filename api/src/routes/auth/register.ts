import { languageOf } from '../../mail/mail-language';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, registerRequestSchema } from 'shared-contracts';
import { HttpError } from '../../http-error';
import { hashPassword } from '../../security/passwords';
import { isWeakPassword } from '../../security/password-policy';
import { rememberSignup, saveSignup, sendSignupCode, signupOfBrowser } from '../../services/pending-signups';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from 'shared-contracts';

/**
 * Starts (or, from the same browser, changes) a pending sign-up and mails its code. No account
 * exists, and no password is set anywhere, until that code is verified. An address that already
 * has an account is answered alike, and its owner is mailed instead (sendSignupCode).
 */
export async function registerRoute(app: FastifyInstance) {
  app.post(API_PATHS.register, { preHandler: app.rateLimits.authSendingMail(registerRequestSchema) }, async (request, reply) => {
    const form = parseWith(registerRequestSchema, request.body);
    if (isWeakPassword(form.password, form.email)) throw new HttpError(400, AUTH_MESSAGES.weakPassword);

    const details = {
      name: form.name,
      mobile: form.mobile,
      password_hash: await hashPassword(form.password, app.config.passwordHashing),
    };
    const signup = await saveSignup(app, form, details, await signupOfBrowser(app, request, form.email));
    // Within the cooldown the code already mailed to this sign-up stays valid.
    await sendSignupCode(app, signup, languageOf(request));
    rememberSignup(request, reply, signup.id);
    return reply.code(201).send({ message: AUTH_MESSAGES.codeSent });
  });
}
