import type { FastifyInstance } from 'fastify';
import { API_PATHS, resetPasswordRequestSchema } from 'shared-contracts';
import { findUserByEmail, updateUser } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { hashPassword } from '../../security/passwords';
import { checkCode } from '../../services/one-time-codes';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from './messages';

export async function resetPasswordRoute(app: FastifyInstance) {
  app.post(API_PATHS.resetPassword, { preHandler: app.limitAuthAttempts }, async (request) => {
    const { email, otp, newPassword } = parseWith(resetPasswordRequestSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    const result = user ? await checkCode(app, user.id, 'reset', otp) : 'none';
    if (!user || result !== 'ok') throw new HttpError(400, AUTH_MESSAGES.resetCodeInvalid);
    // The code came by e-mail, so it proves the address as well.
    await updateUser(app.db, user.id, {
      password_hash: await hashPassword(newPassword, app.config.passwordHashing),
      verified: 1,
    });
    return { message: AUTH_MESSAGES.resetDone };
  });
}
