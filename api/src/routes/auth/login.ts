import type { FastifyInstance } from 'fastify';
import { API_PATHS, loginRequestSchema, loginResponseSchema } from 'shared-contracts';
import { newestPendingSignup } from '../../db/repositories/pending-signups';
import { findUserByEmail } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { rememberSignup } from '../../services/pending-signups';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from 'shared-contracts';

/**
 * Accounts log in. An address that only has a pending sign-up answers 403 "verify first" when the
 * password is that sign-up's, and this browser is handed the sign-up so it can finish it.
 * Every path costs one scrypt, so timing does not tell an address's state.
 */
export async function loginRoute(app: FastifyInstance) {
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy password', app.config.passwordHashing));

  app.post(API_PATHS.login, { preHandler: app.rateLimits.authCheckingSecret(loginRequestSchema) }, async (request, reply) => {
    const { email, password } = parseWith(loginRequestSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    const signup = user ? undefined : await newestPendingSignup(app.db, email);
    const storedHash = user?.password_hash ?? signup?.password_hash ?? (await decoy());
    const passwordMatches = await verifyPassword(password, storedHash);
    if (!passwordMatches || (!user && !signup)) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
    if (!user) {
      rememberSignup(request, reply, signup!.id);
      throw new HttpError(403, AUTH_MESSAGES.unverified, { unverified: true });
    }
    return loginResponseSchema.parse({ token: app.tokens.issue(user) });
  });
}
