import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { emailField, passwordField, type DashboardRole } from 'shared-contracts';
import type { PasswordHashingConfig } from '../config';
import { deleteCodesOf } from '../db/repositories/one-time-codes';
import { prunePendingSignups } from '../db/repositories/pending-signups';
import { findUserByEmail, insertUser, updateUserEndingSessions } from '../db/repositories/users';
import type { Database } from '../db/schema';
import { hashPassword } from '../security/passwords';

/**
 * The first admin, from ADMIN_EMAIL / ADMIN_PASSWORD. A new address gets a verified admin account
 * with the operator's password. An existing account that is not yet an admin is promoted and
 * gets the operator's password too, so nobody who got there first keeps a way in. Pending sign-ups
 * and codes for the address are dropped. An existing admin is left alone, so a reset through the
 * site sticks.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  cost: PasswordHashingConfig,
  now: number,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = emailField.parse(credentials.email);
  const password = passwordField.parse(credentials.password);
  await prunePendingSignups(db, email);
  const existing = await findUserByEmail(db, email);
  if (existing?.role === 'admin') return 'unchanged';
  const passwordHash = await hashPassword(password, cost);
  if (existing) {
    await updateUserEndingSessions(db, existing.id, { role: 'admin', verified: 1, password_hash: passwordHash });
    await deleteCodesOf(db, [existing.id]);
    return 'promoted';
  }
  await insertUser(db, {
    id: randomUUID(),
    name: 'Administrator',
    email,
    mobile: '',
    password_hash: passwordHash,
    role: 'admin',
    verified: 1,
    created_at: now,
  });
  return 'created';
}

/**
 * Gives a verified account a role; false when the address has none. A sign-up whose code was
 * never entered is not an account, so an address nobody has proved to own never becomes staff.
 */
export async function setRoleByEmail(db: Kysely<Database>, email: string, role: DashboardRole): Promise<boolean> {
  const user = await findUserByEmail(db, emailField.parse(email));
  if (!user || user.verified !== 1) return false;
  if (role !== user.role) await updateUserEndingSessions(db, user.id, { role });
  return true;
}
