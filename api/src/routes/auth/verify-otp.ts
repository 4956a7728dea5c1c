import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, verifyOtpRequestSchema } from 'shared-contracts';
import { prunePendingSignups } from '../../db/repositories/pending-signups';
import { insertUser, isUniqueViolation } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { clientNetworkOf } from '../../security/client-network';
import { checkCode } from '../../services/one-time-codes';
import { forgetSignup, signupOfBrowser } from '../../services/pending-signups';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from 'shared-contracts';

/** Stands in for a missing sign-up, so a request without one does the same database work. */
const NO_SIGNUP = 'no-signup';

/** The code of this browser's pending sign-up turns it into a verified account with its own password. */
export async function verifyOtpRoute(app: FastifyInstance) {
  app.post(API_PATHS.verifyOtp, { preHandler: app.rateLimits.authCheckingSecret(verifyOtpRequestSchema) }, async (request, reply) => {
    const { email, otp } = parseWith(verifyOtpRequestSchema, request.body);
    const signup = await signupOfBrowser(app, request, email);
    const result = await checkCode(app, { subjectId: signup?.id ?? NO_SIGNUP, address: signup ? email : null, client: clientNetworkOf(request.ip) }, 'signup', otp);
    // Said to any browser without a live sign-up of its own for the address: a browser that
    // never signed up with it learns nothing about the address's state.
    if (!signup) throw new HttpError(400, AUTH_MESSAGES.noSignupWaiting);
    if (result === 'expired') throw new HttpError(400, AUTH_MESSAGES.codeExpired);
    if (result !== 'ok') throw new HttpError(400, AUTH_MESSAGES.wrongCode);
    try {
      await insertUser(app.db, {
        id: randomUUID(),
        name: signup.name,
        email: signup.email,
        mobile: signup.mobile,
        password_hash: signup.password_hash,
        role: 'user',
        verified: 1,
        created_at: app.now(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.accountExists);
      throw error;
    }
    await prunePendingSignups(app.db, email);
    forgetSignup(reply);
    return { message: AUTH_MESSAGES.verified };
  });
}
