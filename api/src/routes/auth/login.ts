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
 * Accounts log in. A pending sign-up's password answers 403 "verify first", and this browser is
 * handed the sign-up so it can finish it. Every path costs the same two scrypt checks (a decoy
 * stands in for what does not exist), so neither answer nor timing tells an address's state.
 */
export async function loginRoute(app: FastifyInstance) {
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy password', app.config.passwordHashing));

  app.post(API_PATHS.login, { preHandler: app.rateLimits.authCheckingSecret(loginRequestSchema) }, async (request, reply) => {
    const { email, password } = parseWith(loginRequestSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    const signup = await newestPendingSignup(app.db, email);
    // Both are checked, whatever exists: the sign-up's password answers "verify first" for an
    // address with an account too, as register answers it like any other.
    const [accountMatches, signupMatches] = await Promise.all([
      verifyPassword(password, user?.password_hash ?? (await decoy())),
      verifyPassword(password, signup?.password_hash ?? (await decoy())),
    ]);
    if (user && accountMatches) return loginResponseSchema.parse({ token: app.tokens.issue(user) });
    if (signup && signupMatches) {
      rememberSignup(request, reply, signup.id);
      throw new HttpError(403, AUTH_MESSAGES.unverified, { unverified: true });
    }
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  });
}
