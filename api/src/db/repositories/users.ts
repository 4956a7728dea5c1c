import type { Insertable, Kysely, Selectable } from 'kysely';
import { nationalMobileNumber, type Account } from 'shared-contracts';
import type { Database, UsersTable } from '../schema';
import { matchesSearch, offsetOf, type PageRequest } from './pagination';
import { deleteCodesOf } from './one-time-codes';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

export function toAccount(user: UserRow): Account {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    // Read as the ten digits it is stored as, in case the previous release stored it with +91 or 0 during a rollout.
    mobile: nationalMobileNumber(user.mobile) ?? user.mobile,
    role: user.role,
    verified: user.verified === 1,
    createdAt: new Date(Number(user.created_at)).toISOString(),
  };
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

type UserChanges = Partial<Pick<UserRow, 'name' | 'mobile' | 'password_hash' | 'role' | 'verified'>>;

/** Saves `changes` and ends every session the account holds: their tokens carry the version before. */
export async function updateUserEndingSessions(db: Kysely<Database>, id: string, changes: UserChanges): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ ...changes, session_version: eb('session_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes an account and the password-reset codes sent for it; says whether there was one. Its
 * tokens then name nobody, and are refused.
 */
export async function deleteUser(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await deleteCodesOf(trx, [id]);
    const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

/** The columns a search may match: only what the reader may see, or the search gives it away. */
export type UserSearchColumn = 'name' | 'email' | 'mobile';

export async function listUsers(
  db: Kysely<Database>,
  request: PageRequest,
  searchIn: readonly UserSearchColumn[],
): Promise<{ users: UserRow[]; total: number }> {
  let query = db.selectFrom('users');
  if (request.q) query = query.where(matchesSearch(searchIn, request.q));
  const [users, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(request.pageSize).offset(offsetOf(request)).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { users, total: Number(count.total) };
}

/** True when an insert failed because the e-mail address (or id) is taken, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: string };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

