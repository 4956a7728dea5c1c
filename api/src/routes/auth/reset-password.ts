import type { FastifyInstance } from 'fastify';
import { API_PATHS, resetPasswordRequestSchema } from 'shared-contracts';
import { findUserByEmail, updateUserEndingSessions } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { hashPassword } from '../../security/passwords';
import { isWeakPassword } from '../../security/password-policy';
import { clientNetworkOf } from '../../security/client-network';
import { checkCode } from '../../services/one-time-codes';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from 'shared-contracts';

/** Stands in for a missing account, so unknown addresses cost the same database work. */
const NO_ACCOUNT = 'no-account';

export async function resetPasswordRoute(app: FastifyInstance) {
  app.post(API_PATHS.resetPassword, { preHandler: app.rateLimits.authCheckingSecret(resetPasswordRequestSchema) }, async (request) => {
    const { email, otp, newPassword } = parseWith(resetPasswordRequestSchema, request.body);
    if (isWeakPassword(newPassword, email)) throw new HttpError(400, AUTH_MESSAGES.weakPassword);
    // Hashed before anything is looked up: known and unknown addresses cost the same scrypt.
    const passwordHash = await hashPassword(newPassword, app.config.passwordHashing);
    const user = await findUserByEmail(app.db, email);
    // Unknown addresses count their tries too: the answers stay the same for every address.
    const result = await checkCode(app, { subjectId: user?.id ?? NO_ACCOUNT, address: email, client: clientNetworkOf(request.ip) }, 'reset', otp);
    if (!user || result !== 'ok') throw new HttpError(400, AUTH_MESSAGES.resetCodeInvalid);
    // Every browser still logged in with the old password is logged out.
    await updateUserEndingSessions(app.db, user.id, { password_hash: passwordHash });
    return { message: AUTH_MESSAGES.resetDone };
  });
}
