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

/** Marks every submission no digest has counted yet, and answers their kinds: each is counted once. */
export async function takeUncountedKinds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.updateTable('submissions').set({ staff_notified: 1 }).where('staff_notified', '=', 0).returning('kind').execute();
  return rows.map((row) => row.kind);
}
