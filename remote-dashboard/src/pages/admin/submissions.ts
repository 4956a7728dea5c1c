import {
  PAGE_SIZE_MAX,
  SUBMISSION_LABELS,
  TAILOR_MACHINE_KIND,
  type AdminSubmissionKind,
  type SubmissionRecord,
} from 'shared-contracts';
import { failureMessageOf, type HostApi } from 'shared-contracts/host';
import { labelOfKey } from '../../data/format';
import type { CsvColumn } from '../../data/csv';

/** A CSV export stops here; more than this is a job for a database export, not a browser. */
export const EXPORT_ROW_LIMIT = 5000;

/** Links to stored documents: shown as a button, left out of CSV files (they need the admin's token). */
export const DOCUMENT_KEYS = new Set(['aadharUploadUrl']);
const DOCUMENT_LABEL = 'Identity document';

/** How the admin reads one kind: its columns (or the keys its records carry) and its wording. */
export interface KindView {
  /** Fixed columns of record data keys; without them, every key the records carry, in order. */
  columns?: readonly CsvColumn[];
  /** The CSV file starts with the record's id. */
  csvWithId?: boolean;
  count(total: number): string;
  empty: string;
  searchLabel: string;
}

/** Spec §3's tailor-machine record fields, in the order the table and the CSV file show them. */
const TAILOR_MACHINE_VIEW: KindView = {
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'email', label: 'Email' },
    { key: 'contact', label: 'Contact' },
    { key: 'aadharNumber', label: 'Aadhaar Number' },
    { key: 'bankName', label: 'Bank Name' },
    { key: 'accountNumber', label: 'Account Number' },
    { key: 'ifscCode', label: 'IFSC Code' },
    { key: 'address', label: 'Address' },
    { key: 'aadharUploadUrl', label: DOCUMENT_LABEL },
  ],
  csvWithId: true,
  count: (total) => `${total} ${total === 1 ? 'request' : 'requests'}`,
  empty: 'No requests yet.',
  searchLabel: 'Filter requests',
};

export function viewOf(kind: AdminSubmissionKind): KindView {
  if (kind === TAILOR_MACHINE_KIND) return TAILOR_MACHINE_VIEW;
  return {
    count: (total) => `${total} ${total === 1 ? 'entry' : 'entries'}`,
    empty: 'Nothing here yet.',
    searchLabel: `Filter ${SUBMISSION_LABELS[kind].toLowerCase()}`,
  };
}

/** Spec §8 (admin view): the server's message as 'Error: ...', or the generic failure. */
export function loadFailureText(error: unknown): string {
  const message = failureMessageOf(error, '');
  return message ? `Error: ${message}` : 'Failed to fetch data. Please try again later.';
}

/** Every page that matches the filter, up to EXPORT_ROW_LIMIT rows. */
export async function loadAllSubmissions(api: HostApi, kind: AdminSubmissionKind, q: string) {
  const items: SubmissionRecord[] = [];
  let total = 0;
  for (let page = 1; items.length < EXPORT_ROW_LIMIT; page += 1) {
    const answer = await api.listSubmissions(kind, { page, pageSize: PAGE_SIZE_MAX, q });
    total = answer.total;
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= total) break;
  }
  return { items: items.slice(0, EXPORT_ROW_LIMIT), total };
}

/** The table's columns: the view's own, or the data keys of the records in the order they first appear. */
export function columnsOf(view: KindView, records: readonly SubmissionRecord[]): CsvColumn[] {
  if (view.columns) return [...view.columns];
  const keys = new Set<string>();
  for (const record of records) for (const key of Object.keys(record.data)) keys.add(key);
  return [...keys].map((key) => ({ key, label: DOCUMENT_KEYS.has(key) ? DOCUMENT_LABEL : labelOfKey(key) }));
}

export function csvOfSubmissions(view: KindView, records: readonly SubmissionRecord[]): { columns: CsvColumn[]; rows: Record<string, string>[] } {
  const dataColumns = columnsOf(view, records).filter((column) => !DOCUMENT_KEYS.has(column.key));
  return {
    columns: [
      ...(view.csvWithId ? [{ key: 'id', label: 'ID' }] : []),
      ...dataColumns.map((column) => ({ key: `data.${column.key}`, label: column.label })),
      { key: 'createdAt', label: 'Submitted' },
    ],
    rows: records.map((record) => ({
      id: record.id,
      ...Object.fromEntries(dataColumns.map((column) => [`data.${column.key}`, record.data[column.key] ?? ''])),
      createdAt: record.createdAt,
    })),
  };
}
