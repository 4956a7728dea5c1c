import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SubmissionsTable } from '../schema';
import { lowerLike, offsetOf, type PageRequest } from './pagination';

export type SubmissionRow = Selectable<SubmissionsTable>;
export type NewSubmission = Insertable<SubmissionsTable>;

/** Inserts submissions; a row whose kind and dedupe key already exist is skipped quietly. */
export async function insertSubmissions(db: Kysely<Database>, rows: NewSubmission[]): Promise<void> {
  await db
    .insertInto('submissions')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['kind', 'dedupe_key']).doNothing())
    .execute();
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

/** Whether a submission of this kind with this dedupe key is stored. */
export async function hasSubmission(db: Kysely<Database>, kind: string, dedupeKey: string): Promise<boolean> {
  const found = await db.selectFrom('submissions').select('id').where('kind', '=', kind).where('dedupe_key', '=', dedupeKey).executeTakeFirst();
  return found !== undefined;
}

export async function pageSubmissions(
  db: Kysely<Database>,
  kind: string,
  request: PageRequest,
): Promise<{ rows: SubmissionRow[]; total: number }> {
  let query = db.selectFrom('submissions').where('kind', '=', kind);
  if (request.q) query = query.where(lowerLike('search_text', request.q));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('seq', 'desc').limit(request.pageSize).offset(offsetOf(request)).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function allSubmissions(db: Kysely<Database>, kind: string): Promise<SubmissionRow[]> {
  return db.selectFrom('submissions').selectAll().where('kind', '=', kind).orderBy('seq', 'desc').execute();
}
