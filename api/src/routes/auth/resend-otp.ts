import { languageOf } from '../../mail/mail-language';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, emailOnlyRequestSchema } from 'shared-contracts';
import { HttpError, tooManyRequests } from '../../http-error';
import { sendSignupCode, signupOfBrowser } from '../../services/pending-signups';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from 'shared-contracts';

/**
 * A fresh code for this browser's pending sign-up. Only that browser learns about the resend
 * cooldown. A browser without a live sign-up of its own for the address is told so (it may have
 * expired, or newer sign-ups of the address pushed it out); one that never signed up with the
 * address learns nothing about its state.
 */
export async function resendOtpRoute(app: FastifyInstance) {
  app.post(API_PATHS.resendOtp, { preHandler: app.rateLimits.authSendingMail(emailOnlyRequestSchema) }, async (request) => {
    const { email } = parseWith(emailOnlyRequestSchema, request.body);
    const signup = await signupOfBrowser(app, request, email);
    if (!signup) throw new HttpError(400, AUTH_MESSAGES.noSignupWaiting);
    const result = await sendSignupCode(app, signup, languageOf(request));
    if (!result.sent) throw tooManyRequests(AUTH_MESSAGES.waitBeforeResend(result.retryAfterSeconds), result.retryAfterSeconds);
    return { message: AUTH_MESSAGES.codeSent };
  });
}
