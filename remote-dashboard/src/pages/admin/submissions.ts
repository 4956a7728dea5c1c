import {
  API_PATHS,
  submissionPageSchema,
  type SubmissionKind,
  type SubmissionPage,
  type SubmissionRecord,
} from 'shared-contracts';
import { type HostServices } from 'shared-contracts/host';
import { parseAnswer } from '../../data/parse-answer';
import { labelOfKey, maskDigits } from '../../data/format';
import type { CsvColumn } from '../../data/csv';

export type AdminKind = SubmissionKind | 'tailor-machine';

export const PAGE_SIZE = 20;
/** The API's largest page, used when exporting. */
const EXPORT_PAGE_SIZE = 100;
/** A CSV export stops here; more than this is a job for a database export, not a browser. */
export const EXPORT_ROW_LIMIT = 5000;

/** Links to stored documents: shown as a button, left out of CSV files (they need the admin's token). */
export const DOCUMENT_KEYS = new Set(['aadharUploadUrl']);

export async function loadSubmissionPage(
  api: HostServices['api'],
  kind: AdminKind,
  query: { page: number; pageSize: number; q: string },
  signal?: AbortSignal,
): Promise<SubmissionPage> {
  const response = await api.get(API_PATHS.adminSubmissions(kind), { params: query, signal });
  const answer = parseAnswer(submissionPageSchema, response.data);
  return { ...answer, items: answer.items.map(withMaskedNumbers) };
}

/** Identity and bank numbers: the API masks them when storing; masked here too, in case an old record was not. */
const MASKED_KEYS = ['aadharNumber', 'accountNumber'];

function withMaskedNumbers(record: SubmissionRecord): SubmissionRecord {
  const data = { ...record.data };
  for (const key of MASKED_KEYS) if (data[key] !== undefined) data[key] = maskDigits(data[key]);
  return { ...record, data };
}

/** Every page that matches the filter, up to EXPORT_ROW_LIMIT rows. */
export async function loadAllSubmissions(api: HostServices['api'], kind: AdminKind, q: string) {
  const items: SubmissionRecord[] = [];
  let total = 0;
  for (let page = 1; items.length < EXPORT_ROW_LIMIT; page += 1) {
    const answer = await loadSubmissionPage(api, kind, { page, pageSize: EXPORT_PAGE_SIZE, q });
    total = answer.total;
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= total) break;
  }
  return { items: items.slice(0, EXPORT_ROW_LIMIT), total };
}

/** The data keys of the records, in the order they first appear (forms differ in their fields). */
export function dataKeysOf(records: readonly SubmissionRecord[]): string[] {
  const keys = new Set<string>();
  for (const record of records) for (const key of Object.keys(record.data)) keys.add(key);
  return [...keys];
}

export function csvOfSubmissions(records: readonly SubmissionRecord[]): { columns: CsvColumn[]; rows: Record<string, string>[] } {
  const keys = dataKeysOf(records).filter((key) => !DOCUMENT_KEYS.has(key));
  return {
    columns: [...keys.map((key) => ({ key: `data.${key}`, label: labelOfKey(key) })), { key: 'createdAt', label: 'Submitted' }],
    rows: records.map((record) => ({
      ...Object.fromEntries(keys.map((key) => [`data.${key}`, record.data[key] ?? ''])),
      createdAt: record.createdAt,
    })),
  };
}
