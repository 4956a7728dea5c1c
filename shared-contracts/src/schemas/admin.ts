import './zod-mini';
import * as z from 'zod/mini';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_QUERY_MAX_LENGTH } from '../constants';
import { accountSchema } from './auth';
import { noControlCharacters, storedPhoneNumber, withoutInvisibleFormatting } from './fields';
import { toLatinDigits } from '../validation/digits';

/** Spec §3 admin data record; Aadhaar and account numbers arrive masked (last 4 digits). */
export const tailorMachineRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  aadharNumber: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
  address: z.string(),
  aadharUploadUrl: z.string(),
  profilePictureUrl: z.string(),
  bankPassbookUploadUrl: z.string(),
  createdAt: z.string(),
});
export type TailorMachineRecord = z.infer<typeof tailorMachineRecordSchema>;

export const viewDataResponseSchema = z.object({ ok: z.literal(true), data: z.array(tailorMachineRecordSchema) });
export type ViewDataResponse = z.infer<typeof viewDataResponseSchema>;

const wholeNumber = (max = Number.MAX_SAFE_INTEGER) => z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max)));
export const paginationQuerySchema = z.strictObject({
  page: z._default(wholeNumber(), 1),
  pageSize: z._default(wholeNumber(PAGE_SIZE_MAX), PAGE_SIZE_DEFAULT),
  // Numbers are stored in Latin digits (the forms take Devanagari ones), mobile numbers as their ten
  // digits alone and numbers from abroad as + and digits, so a search for them is too: '+91 94230
  // 12345' finds 9423012345, '+44 7700 900123' finds +447700900123. A number pasted from a phone
  // comes with invisible direction marks, which go.
  q: z._default(
    z.optional(
      z.pipe(
        z.string().check(z.overwrite((q) => toLatinDigits(withoutInvisibleFormatting(q))), z.trim(), z.overwrite((q) => storedPhoneNumber(q) ?? q), z.maxLength(SEARCH_QUERY_MAX_LENGTH)),
        noControlCharacters('Search'),
      ),
    ),
    '',
  ),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/**
 * The newsletter's list may be asked for the confirmed subscriptions only (`confirmedOnly=true`):
 * whom the newsletter is sent to. The other lists refuse the key, having nothing to confirm.
 */
export const newsletterListQuerySchema = z.extend(paginationQuerySchema, { confirmedOnly: z._default(z.optional(z.stringbool()), false) });
export type NewsletterListQuery = z.infer<typeof newsletterListQuerySchema>;

/** One stored public submission as the admin reads it. */
export const submissionRecordSchema = z.object({
  id: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  data: z.record(z.string(), z.string()),
});
export type SubmissionRecord = z.infer<typeof submissionRecordSchema>;

export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const submissionPageSchema = pageOf(submissionRecordSchema);
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

export const accountPageSchema = pageOf(accountSchema);
export type AccountPage = z.infer<typeof accountPageSchema>;

/** What volunteers may read of an account: who it is and its role, nothing else. */
export const accountSummarySchema = z.pick(accountSchema, { id: true, name: true, email: true, role: true });
export type AccountSummary = z.infer<typeof accountSummarySchema>;
export const accountSummaryPageSchema = pageOf(accountSummarySchema);
export type AccountSummaryPage = z.infer<typeof accountSummaryPageSchema>;

/** Entries since a moment (`since`, ms since 1970: the staff's start of today), per kind of form. */
export const submissionCountsQuerySchema = z.strictObject({
  since: z.pipe(z.coerce.number(), z.int().check(z.minimum(0))),
});

/** Per kind that has any entry: how many since the moment asked about. */
export const submissionCountsSchema = z.object({
  counts: z.array(z.object({ kind: z.string(), since: z.number() })),
});
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>;
