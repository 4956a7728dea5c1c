import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import { extend, number, optional, string } from 'zod/mini';
import { isStaff, REFUSAL_MESSAGES, tokenClaimsSchema, TOKEN_LIFETIME_DAYS, type TokenClaims } from 'shared-contracts';
import { isSessionEnded, recordEndedSession } from '../db/repositories/ended-sessions';
import { findUserById, type UserRow } from '../db/repositories/users';
import { HttpError } from '../http-error';

export interface Tokens {
  issue(user: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'session_version'>): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /**
     * preHandler: a valid session token of an existing account, not logged out and not ended by a
     * password reset or role change, is required; its claims land in request.session, its account
     * in request.account.
     */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler: as authenticate, and the account must be an admin now (checked in the database). */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler: as authenticate, and the account must be a volunteer or an admin now. */
    requireStaff(request: FastifyRequest): Promise<void>;
    /** Ends the session of the request's token for good, if it carries a valid one; nothing otherwise. */
    endSession(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    session: TokenClaims | null;
    /** The account of the session, as the database has it now (set by authenticate / requireAdmin). */
    account: UserRow | null;
  }
}

const ALGORITHM = 'HS256';
const LIFETIME_SECONDS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60;

/**
 * The API's own claims beside the shared ones (which the browser reads too): the token's id
 * (`jti`), so logging out ends that token alone, and the account's session version it was issued
 * at (`ver`). Tokens from before either carry neither: they are known by their account and second
 * of issue, at version 0.
 */
const apiTokenSchema = extend(tokenClaimsSchema, { jti: optional(string()), ver: optional(number()) });
const newTokenId = () => randomBytes(16).toString('base64url');

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export const authPlugin = fp(async (app: FastifyInstance, options: { jwtKey: Buffer }) => {
  const sign = createSigner({ key: options.jwtKey, algorithm: ALGORITHM, expiresIn: LIFETIME_SECONDS * 1000 });
  // Only HS256: a token naming another algorithm (none, RS256 with our key as "public key") is refused.
  const verify = createVerifier({ key: options.jwtKey, algorithms: [ALGORITHM] });

  app.decorate('tokens', {
    issue: (user) =>
      sign({
        sub: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        iat: Math.floor(app.now() / 1000),
        jti: newTokenId(),
        ver: Number(user.session_version),
      }),
  } satisfies Tokens);

  app.decorateRequest('session', null);
  app.decorateRequest('account', null);

  /** The claims, id and session version of a token signed by us and not expired, else null. */
  function readToken(token: string): { claims: TokenClaims; tokenId: string; sessionVersion: number } | null {
    try {
      const { jti, ver, ...claims } = apiTokenSchema.parse(verify(token));
      return { claims, tokenId: jti ?? `${claims.sub}@${claims.iat}`, sessionVersion: ver ?? 0 };
    } catch {
      return null;
    }
  }

  /** A valid token of an existing account, not logged out, issued since its sessions were last ended. */
  async function currentUser(request: FastifyRequest): Promise<UserRow> {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, REFUSAL_MESSAGES.loginNeeded);
    const read = readToken(token);
    if (!read) throw new HttpError(401, REFUSAL_MESSAGES.sessionInvalid);
    // Both on every authenticated request: side by side, not one after the other.
    const [ended, user] = await Promise.all([isSessionEnded(app.db, read.tokenId), findUserById(app.db, read.claims.sub)]);
    if (ended) throw new HttpError(401, REFUSAL_MESSAGES.sessionInvalid);
    request.session = read.claims;
    if (!user) throw new HttpError(401, REFUSAL_MESSAGES.accountGone);
    if (read.sessionVersion !== Number(user.session_version)) {
      throw new HttpError(401, REFUSAL_MESSAGES.sessionEnded);
    }
    request.account = user;
    return user;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    await currentUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await currentUser(request);
    if (user.role !== 'admin') throw new HttpError(403, REFUSAL_MESSAGES.adminsOnly);
  });
  app.decorate('endSession', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const read = token ? readToken(token) : null;
    if (read) await recordEndedSession(app.db, read.tokenId, read.claims.exp * 1000, app.now());
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    const user = await currentUser(request);
    if (!isStaff(user.role)) throw new HttpError(403, REFUSAL_MESSAGES.staffOnly);
  });
});
