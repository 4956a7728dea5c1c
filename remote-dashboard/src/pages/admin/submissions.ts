import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  NEWSLETTER_KIND,
  PAGE_SIZE_MAX,
  SUBMISSION_KINDS,
  TAILOR_MACHINE_KIND,
  type AdminSubmissionKind,
  type SubmissionRecord,
} from 'shared-contracts';
import type { HostApi } from 'shared-contracts/host';
import { CALL_BACK_TOPIC_LABELS, PROGRAM_LABELS, translatedFailureOf } from 'shared-ui/i18n';
import { labelOfKey, localDateTime } from '../../data/format';
import type { CsvColumn } from '../../data/csv';

/** A CSV export stops here; more than this is a job for a database export, not a browser. */
export const EXPORT_ROW_LIMIT = 5000;

/** Phone numbers the forms store: links that dial them, so staff call a visitor back with one tap. */
export const PHONE_KEYS = new Set(['phone', 'contact']);

/** E-mail addresses: links that write to them, an address kept whole rather than broken across lines. */
export const EMAIL_KEYS = new Set(['email']);

/** Fields whose value is one of a form's fixed choices: shown as the visitor picked it, in the page's language. */
export const CHOICE_LABELS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  topic: CALL_BACK_TOPIC_LABELS,
  program: PROGRAM_LABELS,
};

/** Calendar days the forms store (`1990-05-14`). */
export const DATE_KEYS = new Set(['dob']);

/** Codes read and copied whole (Aadhaar, bank account, IFSC): never broken across lines. */
export const CODE_KEYS = new Set(['aadharNumber', 'accountNumber', 'ifscCode']);

/** When something happened after the entry came (a subscription confirmed): '' until it has. */
export const TIME_KEYS = new Set(['confirmedAt']);
export const NOT_YET_LABEL = msg({ message: 'Not yet', comment: 'A subscription its owner has not confirmed' });

/**
 * A subscriber's unsubscribe link: staff open it when someone asks by phone to be taken off the
 * list, and put it in the newsletters they send (the CSV file carries it).
 */
export const UNSUBSCRIBE_LINK_KEYS = new Set(['unsubscribeLink']);

/** Links to stored documents: shown as a button, left out of CSV files (they need the admin's token). */
export const DOCUMENT_KEYS = new Set(['aadharUploadUrl']);
const DOCUMENT_LABEL = msg`Identity document`;

/** The spec's own view first (tailor-machine requests), then every public form. */
export const ADMIN_KINDS: readonly AdminSubmissionKind[] = [TAILOR_MACHINE_KIND, ...SUBMISSION_KINDS];

/** SUBMISSION_LABELS (shared-contracts) in the page's language; the English is the contract's (a test compares). */
export const SUBMISSION_KIND_LABELS: Record<AdminSubmissionKind, MessageDescriptor> = {
  contact: msg`Contact messages`,
  volunteer: msg`Volunteers`,
  'hero-member': msg`Hero members`,
  newsletter: msg`Newsletter`,
  birthday: msg`Birthday dedications`,
  partner: msg`Partners`,
  'program-application': msg`Programme applications`,
  'call-back': msg`Call-back requests`,
  'tailor-machine': msg`Tailor-machine requests`,
};

/**
 * Headings of the data keys the public forms store, in the page's language; the English is what
 * labelOfKey makes of the key (a test compares). Keys not listed here show labelOfKey's English.
 */
export const DATA_KEY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Name`,
  fullName: msg`Full name`,
  email: msg`Email`,
  contact: msg`Contact`,
  phone: msg`Phone`,
  message: msg`Message`,
  skills: msg`Skills`,
  availability: msg`Availability`,
  dob: msg`Date of birth`,
  organisationName: msg`Organisation name`,
  contactPerson: msg`Contact person`,
  program: msg`Program`,
  village: msg`Village`,
  topic: msg`Topic`,
};

/** The heading of the column of when a record arrived. */
export const SUBMITTED_LABEL = msg({ message: 'Submitted', comment: 'Column heading: when the form was sent' });

/** A column of record data: its key and its heading. */
export interface ViewColumn {
  key: string;
  label: MessageDescriptor;
}

/** How the admin reads one kind: its columns (or the keys its records carry) and its wording. */
export interface KindView {
  /** Fixed columns of record data keys; without them, every key the records carry, in order. */
  columns?: readonly ViewColumn[];
  /** The CSV file starts with the record's id. */
  csvWithId?: boolean;
  /** `12 requests`, from the number of records and that number as the page writes it. */
  count(total: number, count: string): MessageDescriptor;
  empty: MessageDescriptor;
  searchLabel: MessageDescriptor;
  /** What staff need to know to find an entry, shown under the search field. */
  searchHint?: MessageDescriptor;
  /** The CSV file holds only the confirmed entries the filter matches (the server picks them), and the page says so; without, every match. */
  exported?: { confirmedOnly: true; note: MessageDescriptor };
}

/** Spec §3's tailor-machine record fields, in the order the table and the CSV file show them. */
const TAILOR_MACHINE_VIEW: KindView = {
  columns: [
    { key: 'name', label: msg`Name` },
    { key: 'email', label: msg`Email` },
    { key: 'contact', label: msg`Contact` },
    { key: 'aadharNumber', label: msg`Aadhaar Number` },
    { key: 'bankName', label: msg`Bank Name` },
    { key: 'accountNumber', label: msg`Account Number` },
    { key: 'ifscCode', label: msg`IFSC Code` },
    { key: 'address', label: msg`Address` },
    { key: 'aadharUploadUrl', label: DOCUMENT_LABEL },
  ],
  csvWithId: true,
  count: (total, count) => (total === 1 ? msg`${count} request` : msg`${count} requests`),
  empty: msg`No requests yet.`,
  searchLabel: msg`Filter requests`,
  // Only the masked numbers are stored where search looks.
  searchHint: msg`Aadhaar and account numbers are found only by their last four digits.`,
};

/** Newsletter subscriptions: the address, when its owner confirmed it, and its unsubscribe link. */
const NEWSLETTER_COLUMNS: readonly ViewColumn[] = [
  { key: 'email', label: msg`Email` },
  { key: 'confirmedAt', label: msg({ message: 'Confirmed on', comment: 'Column heading: when the subscriber confirmed from the mailed link' }) },
  { key: 'unsubscribeLink', label: msg({ message: 'Unsubscribe link', comment: 'Column heading: the link that ends a subscription' }) },
];

/**
 * The newsletter's CSV file is what the staff send the newsletter to: only the addresses whose
 * owners confirmed, as the others have not agreed to receive it.
 */
const CONFIRMED_SUBSCRIPTIONS: KindView['exported'] = {
  confirmedOnly: true,
  note: msg`The CSV file holds the confirmed subscriptions only: the others have not agreed to receive the newsletter.`,
};

/** `Filter contact messages`: the search box of each kind. */
const FILTER_LABELS: Record<Exclude<AdminSubmissionKind, typeof TAILOR_MACHINE_KIND>, MessageDescriptor> = {
  contact: msg`Filter contact messages`,
  volunteer: msg`Filter volunteers`,
  'hero-member': msg`Filter hero members`,
  newsletter: msg`Filter newsletter`,
  birthday: msg`Filter birthday dedications`,
  partner: msg`Filter partners`,
  'program-application': msg`Filter programme applications`,
  'call-back': msg`Filter call-back requests`,
};

export function viewOf(kind: AdminSubmissionKind): KindView {
  if (kind === TAILOR_MACHINE_KIND) return TAILOR_MACHINE_VIEW;
  return {
    count: (total, count) => (total === 1 ? msg`${count} entry` : msg`${count} entries`),
    empty: msg`Nothing here yet.`,
    searchLabel: FILTER_LABELS[kind],
    ...(kind === NEWSLETTER_KIND && { columns: NEWSLETTER_COLUMNS, exported: CONFIRMED_SUBSCRIPTIONS }),
  };
}

/** Spec §8 (admin view): the server's message as 'Error: ...', or the generic failure. */
export function loadFailureText(error: unknown, i18n: I18n): string {
  const message = translatedFailureOf(error, '', i18n);
  return message ? i18n._(msg`Error: ${message}`) : i18n._(msg`Failed to fetch data. Please try again later.`);
}

/** Every page of what the view exports that matches the filter, up to EXPORT_ROW_LIMIT rows. */
export async function loadAllSubmissions(api: HostApi, kind: AdminSubmissionKind, view: KindView, q: string) {
  const items: SubmissionRecord[] = [];
  let total = 0;
  const confirmedOnly = view.exported?.confirmedOnly;
  for (let page = 1; items.length < EXPORT_ROW_LIMIT; page += 1) {
    const answer = await api.listSubmissions(kind, { page, pageSize: PAGE_SIZE_MAX, q, ...(confirmedOnly && { confirmedOnly }) });
    total = answer.total;
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= total) break;
  }
  return { items: items.slice(0, EXPORT_ROW_LIMIT), total };
}

function dataKeyLabel(key: string, i18n: I18n): string {
  if (DOCUMENT_KEYS.has(key)) return i18n._(DOCUMENT_LABEL);
  const label = DATA_KEY_LABELS[key];
  return label ? i18n._(label) : labelOfKey(key);
}

/** A fixed choice as the visitor picked it, in the page's language; any other value as stored. */
export function choiceShown(key: string, value: string, i18n: I18n): string {
  const label = CHOICE_LABELS[key]?.[value];
  return label ? i18n._(label) : value;
}

/** A value as the CSV file writes it: choices and 'not yet' in the page's language, times in the viewer's time zone. */
function csvValue(key: string, value: string, i18n: I18n): string {
  if (TIME_KEYS.has(key)) return value ? localDateTime(value) : i18n._(NOT_YET_LABEL);
  return choiceShown(key, value, i18n);
}

/** The table's columns: the view's own, or the data keys of the records in the order they first appear. */
export function columnsOf(view: KindView, records: readonly SubmissionRecord[], i18n: I18n): CsvColumn[] {
  if (view.columns) return view.columns.map((column) => ({ key: column.key, label: i18n._(column.label) }));
  const keys = new Set<string>();
  for (const record of records) for (const key of Object.keys(record.data)) keys.add(key);
  return [...keys].map((key) => ({ key, label: dataKeyLabel(key, i18n) }));
}

/**
 * The CSV file for staff's spreadsheets: headings and the forms' fixed choices in the page's
 * language, as the table shows them; times in the viewer's own time zone; the rest as stored.
 */
export function csvOfSubmissions(
  view: KindView,
  records: readonly SubmissionRecord[],
  i18n: I18n,
): { columns: CsvColumn[]; rows: Record<string, string>[] } {
  const dataColumns = columnsOf(view, records, i18n).filter((column) => !DOCUMENT_KEYS.has(column.key));
  return {
    columns: [
      ...(view.csvWithId ? [{ key: 'id', label: i18n._(msg({ message: 'ID', comment: 'CSV column heading: the record id' })) }] : []),
      ...dataColumns.map((column) => ({ key: `data.${column.key}`, label: column.label })),
      { key: 'createdAt', label: i18n._(SUBMITTED_LABEL) },
    ],
    rows: records.map((record) => ({
      id: record.id,
      ...Object.fromEntries(dataColumns.map((column) => [`data.${column.key}`, csvValue(column.key, record.data[column.key] ?? '', i18n)])),
      createdAt: localDateTime(record.createdAt),
    })),
  };
}

