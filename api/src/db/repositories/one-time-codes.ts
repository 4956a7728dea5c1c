import type { Kysely, Selectable } from 'kysely';
import type { CodePurpose, Database, OneTimeCodesTable } from '../schema';

export type CodeRow = Selectable<OneTimeCodesTable>;

export function findCode(db: Kysely<Database>, subjectId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * One live code per account and purpose: a new one replaces the old and resets its tries, but
 * only if the old one was sent at or before `sentNotAfter` (the resend cooldown), checked in the
 * same statement so two concurrent requests cannot both send. True when the code was saved.
 */
export async function saveCode(
  db: Kysely<Database>,
  code: Omit<CodeRow, 'attempts'>,
  sentNotAfter: number,
): Promise<boolean> {
  const result = await db
    .insertInto('one_time_codes')
    .values({ ...code, attempts: 0 })
    .onConflict((conflict) =>
      conflict
        .columns(['subject_id', 'purpose'])
        .doUpdateSet({ code_hash: code.code_hash, expires_at: code.expires_at, sent_at: code.sent_at, attempts: 0 })
        .where('one_time_codes.sent_at', '<=', sentNotAfter),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Counts a try before the code is compared, in one statement, so concurrent guesses cannot
 * get past the limit. Returns false when there is no live code (none, expired or used up).
 */
export async function recordAttempt(
  db: Kysely<Database>,
  subjectId: string,
  purpose: CodePurpose,
  now: number,
  maxAttempts: number,
): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('subject_id', '=', subjectId)
    .where('purpose', '=', purpose)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the code if it is still the given one; true when this call used it (single use). */
export async function consumeCode(db: Kysely<Database>, subjectId: string, purpose: CodePurpose, codeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('one_time_codes')
    .where('subject_id', '=', subjectId)
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes every code of these subjects (all purposes). */
export async function deleteCodesOf(db: Kysely<Database>, subjectIds: string[]): Promise<void> {
  if (subjectIds.length === 0) return;
  await db.deleteFrom('one_time_codes').where('subject_id', 'in', subjectIds).execute();
}
