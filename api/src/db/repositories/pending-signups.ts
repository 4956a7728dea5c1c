import type { Kysely, Selectable } from 'kysely';
import type { Database, PendingSignupsTable } from '../schema';
import { deleteCodesOf } from './one-time-codes';

export type PendingSignupRow = Selectable<PendingSignupsTable>;

export async function insertPendingSignup(db: Kysely<Database>, signup: PendingSignupRow): Promise<void> {
  await db.insertInto('pending_signups').values(signup).execute();
}

export function findPendingSignup(db: Kysely<Database>, id: string): Promise<PendingSignupRow | undefined> {
  return db.selectFrom('pending_signups').selectAll().where('id', '=', id).executeTakeFirst();
}

export function newestPendingSignup(db: Kysely<Database>, email: string): Promise<PendingSignupRow | undefined> {
  return db
    .selectFrom('pending_signups')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function updatePendingSignup(
  db: Kysely<Database>,
  id: string,
  changes: Pick<PendingSignupRow, 'name' | 'mobile' | 'password_hash'>,
): Promise<void> {
  await db.updateTable('pending_signups').set(changes).where('id', '=', id).execute();
}

async function deletePendingSignups(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await deleteCodesOf(db, ids);
  await db.deleteFrom('pending_signups').where('id', 'in', ids).execute();
}

/** Removes an address's pending sign-ups (and their codes), keeping the `keep` newest. */
export async function prunePendingSignups(db: Kysely<Database>, email: string, keep = 0): Promise<void> {
  const stale = await db
    .selectFrom('pending_signups')
    .select('id')
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .offset(keep)
    .limit(1000)
    .execute();
  await deletePendingSignups(db, stale.map((row) => row.id));
}

/** Removes pending sign-ups (and their codes) created before `createdBefore`, a batch at a time. */
export async function deleteExpiredPendingSignups(db: Kysely<Database>, createdBefore: number): Promise<void> {
  const expired = await db.selectFrom('pending_signups').select('id').where('created_at', '<', createdBefore).limit(1000).execute();
  await deletePendingSignups(db, expired.map((row) => row.id));
}
