import { sql, type Kysely } from 'kysely';
import type { CodePurpose, Database } from '../schema';

export type TryCount = { counted: true } | { counted: false; dayEndsAt: number };

/**
 * Counts a try at a code for `address` in one statement, so concurrent guesses cannot get past
 * `max`: a day starts at its first try, and a try after the day ended starts the next one. Not
 * counted (and to be refused) when the day has had its `max` tries; then `dayEndsAt` says when
 * tries are counted again.
 */
export async function countTry(
  db: Kysely<Database>,
  key: { purpose: CodePurpose; address: string },
  { now, dayMs, max }: { now: number; dayMs: number; max: number },
): Promise<TryCount> {
  const dayOver = sql<boolean>`code_tries.day_started_at <= ${now - dayMs}`;
  const result = await db
    .insertInto('code_tries')
    .values({ ...key, day_started_at: now, tries: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['purpose', 'address'])
        .doUpdateSet({
          day_started_at: sql`CASE WHEN ${dayOver} THEN ${now} ELSE code_tries.day_started_at END`,
          tries: sql`CASE WHEN ${dayOver} THEN 1 ELSE code_tries.tries + 1 END`,
        })
        .where((eb) => eb.or([eb('code_tries.tries', '<', max), dayOver])),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return { counted: true };
  const day = await db.selectFrom('code_tries').select('day_started_at').where('purpose', '=', key.purpose).where('address', '=', key.address).executeTakeFirst();
  return { counted: false, dayEndsAt: Number(day?.day_started_at ?? now) + dayMs };
}

/** The owner proved they read the address: its tries start again from none. */
export async function clearTries(db: Kysely<Database>, key: { purpose: CodePurpose; address: string }): Promise<void> {
  await db.deleteFrom('code_tries').where('purpose', '=', key.purpose).where('address', '=', key.address).execute();
}

/** Days that ended before `dayStartedBefore` say nothing any more. */
export async function deleteEndedDays(db: Kysely<Database>, dayStartedBefore: number): Promise<void> {
  await db.deleteFrom('code_tries').where('day_started_at', '<', dayStartedBefore).execute();
}
