import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { emailField, passwordField, type DashboardRole } from 'shared-contracts';
import type { PasswordHashingConfig } from '../config';
import { findUserByEmail, insertUser, updateUser } from '../db/repositories/users';
import type { Database } from '../db/schema';
import { hashPassword } from '../security/passwords';

/**
 * The first admin, from ADMIN_EMAIL / ADMIN_PASSWORD: created verified, or an existing account
 * promoted and verified. An existing password is left alone, so a reset through the site sticks.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  cost: PasswordHashingConfig,
  now: number,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = emailField.parse(credentials.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role === 'admin' && existing.verified === 1) return 'unchanged';
    await updateUser(db, existing.id, { role: 'admin', verified: 1 });
    return 'promoted';
  }
  const password = passwordField.parse(credentials.password);
  await insertUser(db, {
    id: randomUUID(),
    name: 'Administrator',
    email,
    mobile: '',
    password_hash: await hashPassword(password, cost),
    role: 'admin',
    verified: 1,
    created_at: now,
  });
  return 'created';
}

export async function setRoleByEmail(db: Kysely<Database>, email: string, role: DashboardRole): Promise<boolean> {
  const user = await findUserByEmail(db, emailField.parse(email));
  if (!user) return false;
  await updateUser(db, user.id, { role });
  return true;
}
