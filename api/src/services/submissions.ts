import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  nationalMobileNumber,
  NEWSLETTER_KIND,
  TAILOR_MACHINE_KIND,
  type NewsletterListQuery,
  type PaginationQuery,
  type SubmissionPage,
  type SubmissionRecord,
  type TailorMachineRecord,
} from 'shared-contracts';
import type { Database } from '../db/schema';
import { allSubmissions, pageSubmissions, type NewSubmission, type SubmissionRow } from '../db/repositories/submissions';
import { maskDigits } from '../security/masking';

export function newSubmission(
  kind: string,
  data: Record<string, string>,
  now: number,
  extra: Partial<Pick<NewSubmission, 'id' | 'secret' | 'upload_id' | 'dedupe_key'>> = {},
): NewSubmission {
  return {
    id: extra.id ?? randomUUID(),
    kind,
    created_at: now,
    data: JSON.stringify(data),
    search_text: Object.values(data).join('\n').toLowerCase(),
    secret: extra.secret ?? null,
    upload_id: extra.upload_id ?? null,
    dedupe_key: extra.dedupe_key ?? null,
  };
}

/** Where an admin downloads a stored document, as the API (with its /api prefix) serves it. */
export function uploadUrl(uploadId: string | null): string {
  return uploadId ? `/api${API_PATHS.adminUpload(uploadId)}` : '';
}

/** Identity and bank numbers: masked when stored, and masked again on every read in case an old record was not. */
const MASKED_KEYS = ['aadharNumber', 'accountNumber'];
/**
 * Mobile numbers: stored as their ten digits, and read so too, in case the previous release (still
 * running while this one rolls out) stored one with its +91 or 0 after the migration had run.
 */
const PHONE_KEYS = ['contact', 'phone'];

/** The links the staff read beside a newsletter subscription's address, which only the running API can sign. */
export interface SubscriptionLinks {
  /** The link that ends a subscription, for the newsletters the staff send. */
  unsubscribeLinkOf(subscriptionId: string): string;
}

/** Both databases give epoch milliseconds as numbers (PostgreSQL's bigint through the parser in db/connect.ts). */
const isoTime = (epochMs: number) => new Date(epochMs).toISOString();

/** A subscription's state: when its owner confirmed it ('' until then), and its unsubscribe link. */
function subscriptionFields(row: SubmissionRow, links: SubscriptionLinks): Record<string, string> {
  return { confirmedAt: row.confirmed_at === null ? '' : isoTime(row.confirmed_at), unsubscribeLink: links.unsubscribeLinkOf(row.id) };
}

function dataOf(row: SubmissionRow, links?: SubscriptionLinks): Record<string, string> {
  const data = JSON.parse(row.data) as Record<string, string>;
  for (const key of MASKED_KEYS) if (typeof data[key] === 'string') data[key] = maskDigits(data[key]);
  for (const key of PHONE_KEYS) if (typeof data[key] === 'string') data[key] = nationalMobileNumber(data[key]) ?? data[key];
  if (row.kind === TAILOR_MACHINE_KIND) return { ...data, aadharUploadUrl: uploadUrl(row.upload_id) };
  if (row.kind === NEWSLETTER_KIND && links) return { ...data, ...subscriptionFields(row, links) };
  return data;
}

export function toSubmissionRecord(row: SubmissionRow, links: SubscriptionLinks): SubmissionRecord {
  return { id: row.id, kind: row.kind, createdAt: isoTime(row.created_at), data: dataOf(row, links) };
}

/** Spec §3's admin record; the numbers were masked when stored, the files the form lacks are ''. */
export function toTailorMachineRecord(row: SubmissionRow): TailorMachineRecord {
  const data = dataOf(row);
  return {
    _id: row.id,
    name: data.name ?? '',
    email: data.email ?? '',
    contact: data.contact ?? '',
    aadharNumber: data.aadharNumber ?? '',
    bankName: data.bankName ?? '',
    accountNumber: data.accountNumber ?? '',
    ifscCode: data.ifscCode ?? '',
    address: data.address ?? '',
    aadharUploadUrl: data.aadharUploadUrl ?? '',
    profilePictureUrl: '',
    bankPassbookUploadUrl: '',
    createdAt: isoTime(row.created_at),
  };
}

/** One page of a kind, newest first, as every admin view reads it. */
export async function readSubmissionPage(
  db: Kysely<Database>,
  kind: string,
  query: PaginationQuery | NewsletterListQuery,
  links: SubscriptionLinks,
): Promise<SubmissionPage> {
  const { rows, total } = await pageSubmissions(db, kind, query);
  return { items: rows.map((row) => toSubmissionRecord(row, links)), total, page: query.page, pageSize: query.pageSize };
}

/** Spec §7's view-data: every tailor-machine request at once, in its own record shape. */
export async function readAllTailorMachineRequests(db: Kysely<Database>): Promise<TailorMachineRecord[]> {
  return (await allSubmissions(db, TAILOR_MACHINE_KIND)).map(toTailorMachineRecord);
}
