import type { FastifyInstance } from 'fastify';
import { API_PATHS, emailOnlyRequestSchema } from 'shared-contracts';
import { findUserByEmail } from '../../db/repositories/users';
import { sendCode, simulateSendCode } from '../../services/one-time-codes';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from './messages';

/**
 * Always the same answer, so nobody learns which addresses have accounts. Mail goes out in the
 * background; within the resend cooldown no new code is sent (the last one is still valid).
 */
export async function forgotPasswordRoute(app: FastifyInstance) {
  app.post(API_PATHS.forgotPassword, { preHandler: app.limitAuthAttempts }, async (request) => {
    const { email } = parseWith(emailOnlyRequestSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    if (user) await sendCode(app, user, 'reset');
    else simulateSendCode(app);
    return { message: AUTH_MESSAGES.codeSent };
  });
}
