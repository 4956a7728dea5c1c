import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, registerRequestSchema } from 'shared-contracts';
import { findUserByEmail, insertUser, updateUser } from '../../db/repositories/users';
import { HttpError } from '../../http-error';
import { hashPassword } from '../../security/passwords';
import { sendCode } from '../../services/one-time-codes';
import { parseWith } from '../../validation';
import { AUTH_MESSAGES } from './messages';

function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: string };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * New address: an unverified `user` account. Unverified address: its details are replaced and a
 * new code is sent (within the cooldown the code already sent stays valid). Verified: 409.
 */
export async function registerRoute(app: FastifyInstance) {
  app.post(API_PATHS.register, { preHandler: app.limitAuthAttempts }, async (request, reply) => {
    const form = parseWith(registerRequestSchema, request.body);
    const existing = await findUserByEmail(app.db, form.email);
    if (existing?.verified) throw new HttpError(409, AUTH_MESSAGES.accountExists);

    const passwordHash = await hashPassword(form.password, app.config.passwordHashing);
    const details = { name: form.name, mobile: form.mobile, password_hash: passwordHash };
    if (existing) {
      await updateUser(app.db, existing.id, details);
    } else {
      try {
        await insertUser(app.db, { id: randomUUID(), email: form.email, role: 'user', verified: 0, created_at: app.now(), ...details });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.accountExists);
        throw error;
      }
    }
    const user = (await findUserByEmail(app.db, form.email))!;
    await sendCode(app, user, 'verify');
    return reply.code(201).send({ message: AUTH_MESSAGES.codeSent });
  });
}
