import type { FastifyInstance } from 'fastify';
import { API_PATHS, emailOnlyRequestSchema } from 'shared-contracts';
import { findUserByEmail } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { sendCode } from '../../services/one-time-codes';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from './messages';

/** A fresh verification code for an unverified account; other addresses get the same neutral answer. */
export async function resendOtpRoute(app: FastifyInstance) {
  app.post(API_PATHS.resendOtp, { preHandler: app.limitAuthAttempts }, async (request, reply) => {
    const { email } = parseWith(emailOnlyRequestSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    if (user && !user.verified) {
      const result = await sendCode(app, user, 'verify');
      if (!result.sent) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpError(429, AUTH_MESSAGES.waitBeforeResend(result.retryAfterSeconds));
      }
    }
    return { message: AUTH_MESSAGES.codeSent };
  });
}
