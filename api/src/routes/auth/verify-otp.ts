import type { FastifyInstance } from 'fastify';
import { API_PATHS, verifyOtpRequestSchema } from 'shared-contracts';
import { findUserByEmail, updateUser } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { checkCode } from '../../services/one-time-codes';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from './messages';

export async function verifyOtpRoute(app: FastifyInstance) {
  app.post(API_PATHS.verifyOtp, { preHandler: app.limitAuthAttempts }, async (request) => {
    const { email, otp } = parseWith(verifyOtpRequestSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    // Unknown and already-verified addresses get the same answer as a wrong code.
    if (!user || user.verified) throw new HttpError(400, AUTH_MESSAGES.wrongCode);
    const result = await checkCode(app, user.id, 'verify', otp);
    if (result === 'expired') throw new HttpError(400, AUTH_MESSAGES.codeExpired);
    if (result !== 'ok') throw new HttpError(400, AUTH_MESSAGES.wrongCode);
    await updateUser(app.db, user.id, { verified: 1 });
    return { message: AUTH_MESSAGES.verified };
  });
}
