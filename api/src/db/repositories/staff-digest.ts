import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function hasUncountedSubmissions(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('submissions').select('seq').where('staff_notified', '=', 0).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the right to send the next digest, if the last one is at least `intervalMs` old. One
 * conditional update: of several API processes asking at once, exactly one gets it. Answers when
 * the next digest may go out.
 */
export async function claimDigest(db: Kysely<Database>, now: number, intervalMs: number): Promise<{ claimed: boolean; nextAt: number }> {
  const result = await db
    .updateTable('staff_digest')
    .set({ last_sent_at: now })
    .where('id', '=', 1)
    .where('last_sent_at', '<=', now - intervalMs)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { claimed: true, nextAt: now + intervalMs };
  const row = await db.selectFrom('staff_digest').select('last_sent_at').where('id', '=', 1).executeTakeFirstOrThrow();
  return { claimed: false, nextAt: Number(row.last_sent_at) + intervalMs };
}

/** Gives the claim back after a digest could not be sent, so the next look tries again. */
export async function releaseDigest(db: Kysely<Database>, claimedAt: number): Promise<void> {
  await db.updateTable('staff_digest').set({ last_sent_at: 0 }).where('id', '=', 1).where('last_sent_at', '=', claimedAt).execute();
}

/** The submissions no digest has counted yet, oldest first, at most `limit`. */
export function uncountedSubmissions(db: Kysely<Database>, limit: number): Promise<{ seq: number; kind: string }[]> {
  return db.selectFrom('submissions').select(['seq', 'kind']).where('staff_notified', '=', 0).orderBy('seq').limit(limit).execute();
}

/** Marks submissions as counted by a digest that was sent. */
export async function markCounted(db: Kysely<Database>, seqs: readonly number[]): Promise<void> {
  // In slices, well under SQLite's and PostgreSQL's limits on bound parameters.
  for (let start = 0; start < seqs.length; start += 500) {
    await db.updateTable('submissions').set({ staff_notified: 1 }).where('seq', 'in', seqs.slice(start, start + 500)).execute();
  }
}
