import { randomUUID } from 'node:crypto';
import { API_PATHS, type SubmissionRecord, type TailorMachineRecord } from 'shared-contracts';
import type { NewSubmission, SubmissionRow } from '../db/repositories/submissions';

export const TAILOR_MACHINE_KIND = 'tailor-machine';

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

function dataOf(row: SubmissionRow): Record<string, string> {
  const data = JSON.parse(row.data) as Record<string, string>;
  return row.kind === TAILOR_MACHINE_KIND ? { ...data, aadharUploadUrl: uploadUrl(row.upload_id) } : data;
}

export function toSubmissionRecord(row: SubmissionRow): SubmissionRecord {
  return { id: row.id, kind: row.kind, createdAt: new Date(Number(row.created_at)).toISOString(), data: dataOf(row) };
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
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}
