import type { Kysely, Migration } from 'kysely';

/**
 * Mobile numbers were stored as typed, spaces aside: '+919876543210', '09876543210' or
 * '9876543210'. Forms now store the ten digits alone; this brings what was stored before to the
 * same form: accounts, sign-ups waiting for their code, and the phone fields of form entries with
 * their search text. The pattern and field names are this migration's own, as they were when it
 * was written, so a later change to the forms does not change what it does.
 */
const PREFIXED_MOBILE = /^(?:\+91|0)([6-9]\d{9})$/;
const PHONE_FIELDS = ['contact', 'phone'];
/** Entries are read in batches to bound memory; the whole migration is still one transaction. */
const ENTRIES_PER_BATCH = 500;

interface Tables {
  users: { id: string; mobile: string };
  pending_signups: { id: string; mobile: string };
  submissions: { seq: number; data: string; search_text: string };
}

const withoutPrefix = (mobile: string) => PREFIXED_MOBILE.exec(mobile)?.[1];

async function updateAccountNumbers(db: Kysely<Tables>, table: 'users' | 'pending_signups') {
  const prefixed = await db
    .selectFrom(table)
    .select(['id', 'mobile'])
    .where((where) => where.or([where('mobile', 'like', '+91%'), where('mobile', 'like', '0%')]))
    .execute();
  for (const { id, mobile } of prefixed) {
    const national = withoutPrefix(mobile);
    if (national) await db.updateTable(table).set({ mobile: national }).where('id', '=', id).execute();
  }
}

/** An entry's fields, or undefined for data that is no JSON object (left as it is, not a reason to stop). */
function fieldsOf(data: string): Record<string, unknown> | undefined {
  try {
    const fields: unknown = JSON.parse(data);
    return fields !== null && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The entry's data and search text with its phone fields' numbers without prefix, or nothing to change. */
function nationalEntry(entry: Tables['submissions']): Pick<Tables['submissions'], 'data' | 'search_text'> | undefined {
  const data = fieldsOf(entry.data);
  if (!data) return undefined;
  let searchLines = entry.search_text.split('\n');
  let changed = false;
  for (const field of PHONE_FIELDS) {
    const written = data[field];
    const national = typeof written === 'string' ? withoutPrefix(written) : undefined;
    if (!national) continue;
    data[field] = national;
    searchLines = searchLines.map((line) => (line === written ? national : line));
    changed = true;
  }
  return changed ? { data: JSON.stringify(data), search_text: searchLines.join('\n') } : undefined;
}

async function updateEntryNumbers(db: Kysely<Tables>) {
  for (let after = -1; ; ) {
    const entries = await db
      .selectFrom('submissions')
      .select(['seq', 'data', 'search_text'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(ENTRIES_PER_BATCH)
      .execute();
    for (const entry of entries) {
      const national = nationalEntry(entry);
      if (national) await db.updateTable('submissions').set(national).where('seq', '=', entry.seq).execute();
    }
    if (entries.length < ENTRIES_PER_BATCH) return;
    after = Number(entries[entries.length - 1].seq);
  }
}

export const nationalMobileNumbers: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Tables>;
    await updateAccountNumbers(db, 'users');
    await updateAccountNumbers(db, 'pending_signups');
    await updateEntryNumbers(db);
  },
};
