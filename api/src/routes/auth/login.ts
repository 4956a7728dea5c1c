import type { FastifyInstance } from 'fastify';
import { API_PATHS, loginRequestSchema, loginResponseSchema } from 'shared-contracts';
import { findUserByEmail } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from './messages';

export async function loginRoute(app: FastifyInstance) {
  // Checked against when the address is unknown, so both failures cost one scrypt and look alike.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy password', app.config.passwordHashing));

  app.post(API_PATHS.login, { preHandler: app.limitAuthAttempts }, async (request) => {
    const { email, password } = parseWith(loginRequestSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    const passwordMatches = await verifyPassword(password, user ? user.password_hash : await decoy());
    if (!user || !passwordMatches) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
    if (!user.verified) throw new HttpError(403, AUTH_MESSAGES.unverified, { unverified: true });
    return loginResponseSchema.parse({ token: app.tokens.issue(user) });
  });
}
