import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Ends the session token `tokenId` (again is fine), and forgets those that have expired by `now`. */
export async function recordEndedSession(db: Kysely<Database>, tokenId: string, expiresAt: number, now: number): Promise<void> {
  await db
    .insertInto('ended_sessions')
    .values({ token_id: tokenId, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('token_id').doNothing())
    .execute();
  await db.deleteFrom('ended_sessions').where('expires_at', '<', now).execute();
}

export async function isSessionEnded(db: Kysely<Database>, tokenId: string): Promise<boolean> {
  return (await db.selectFrom('ended_sessions').select('token_id').where('token_id', '=', tokenId).executeTakeFirst()) !== undefined;
}
