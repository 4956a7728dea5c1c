import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, SubmissionsTable } from '../schema';
import { choicesWorded } from '../../search/choice-wordings';
import { matchesSearch, offsetOf, type PageRequest } from './pagination';

export type SubmissionRow = Selectable<SubmissionsTable>;
export type NewSubmission = Insertable<SubmissionsTable>;

/**
 * Inserts submissions; a row whose kind and dedupe key already exist is skipped quietly. Says, per
 * row in order, whether it was stored (false: it was already there).
 */
export async function insertSubmissions(db: Kysely<Database>, rows: NewSubmission[]): Promise<boolean[]> {
  const inserted = await db
    .insertInto('submissions')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['kind', 'dedupe_key']).doNothing())
    .returning('id')
    .execute();
  const stored = new Set(inserted.map((row) => row.id));
  return rows.map((row) => stored.has(row.id));
}

/** Inserts a submission; false when a row with the same kind and dedupe key already exists. */
export async function insertSubmission(db: Kysely<Database>, row: NewSubmission): Promise<boolean> {
  const result = await db
    .insertInto('submissions')
    .values(row)
    .onConflict((conflict) => conflict.columns(['kind', 'dedupe_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** One page of a kind, newest first; `confirmedOnly` keeps the entries confirmed from a mailed link. */
export async function pageSubmissions(
  db: Kysely<Database>,
  kind: string,
  request: PageRequest & { confirmedOnly?: boolean },
): Promise<{ rows: SubmissionRow[]; total: number }> {
  let query = db.selectFrom('submissions').where('kind', '=', kind);
  if (request.q) query = query.where(matchesSearch(['search_text'], request.q, { valuesWorded: choicesWorded }));
  if (request.confirmedOnly) query = query.where('confirmed_at', 'is not', null);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('seq', 'desc').limit(request.pageSize).offset(offsetOf(request)).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function allSubmissions(db: Kysely<Database>, kind: string): Promise<SubmissionRow[]> {
  return db.selectFrom('submissions').selectAll().where('kind', '=', kind).orderBy('seq', 'desc').execute();
}

/** Per kind that has any entry: how many were stored at or after `since` (ms). */
export async function countSubmissionsByKind(db: Kysely<Database>, since: number): Promise<{ kind: string; since: number }[]> {
  const rows = await db
    .selectFrom('submissions')
    .select((eb) => ['kind', sql<number>`sum(case when ${eb.ref('created_at')} >= ${since} then 1 else 0 end)`.as('since')])
    .groupBy('kind')
    .execute();
  return rows.map((row) => ({ kind: row.kind, since: Number(row.since) }));
}

/**
 * Deletes an entry of a kind, if it is there, and the document it names, together or not at all. Says whether there
 * was one, and the document's id: one stored before documents went into the database also has a
 * file in the data folder to remove.
 */
export async function deleteSubmission(db: Kysely<Database>, kind: string, id: string): Promise<{ deleted: boolean; uploadId: string | null }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('submissions').where('kind', '=', kind).where('id', '=', id).returning('upload_id').executeTakeFirst();
    if (!row) return { deleted: false, uploadId: null };
    if (row.upload_id) await trx.deleteFrom('uploads').where('id', '=', row.upload_id).execute();
    return { deleted: true, uploadId: row.upload_id };
  });
}

/** The entry of a kind with a dedupe key (a newsletter address), if there is one. */
export function findSubmissionByDedupeKey(db: Kysely<Database>, kind: string, dedupeKey: string): Promise<SubmissionRow | undefined> {
  return db.selectFrom('submissions').selectAll().where('kind', '=', kind).where('dedupe_key', '=', dedupeKey).executeTakeFirst();
}

/** Marks an entry of a kind confirmed, once; false when there is no such entry. */
export async function confirmSubmission(db: Kysely<Database>, kind: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('submissions')
    .set({ confirmed_at: now })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  // Not updated: confirmed before, or gone.
  return (await db.selectFrom('submissions').select('id').where('kind', '=', kind).where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** An entry not yet confirmed counts as stored `now` (its wait for confirmation starts again). */
export async function restartUnconfirmedSubmission(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.updateTable('submissions').set({ created_at: now }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
}

/** Deletes the entries of a kind stored before `before` (ms) and never confirmed; says how many. */
export async function deleteUnconfirmedSubmissions(db: Kysely<Database>, kind: string, before: number): Promise<number> {
  const result = await db
    .deleteFrom('submissions')
    .where('kind', '=', kind)
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
