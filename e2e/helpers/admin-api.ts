import { expect, type APIRequestContext } from '@playwright/test';
import { API_PATHS, submissionPageSchema, type SubmissionKind, type SubmissionRecord } from 'shared-contracts';
import { ADMIN } from '../harness/ports';
import { apiLogin } from './accounts-api';

let adminTokenOfWorker: string | undefined;

/** The harness admin's bearer token; one login per worker is enough, as password hashing is slow by design. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  adminTokenOfWorker ??= await apiLogin(request, ADMIN.email, ADMIN.password);
  return adminTokenOfWorker;
}

/** What the admin reads for one form: the stored entries whose text contains `query`, newest first. */
export async function adminSubmissions(
  request: APIRequestContext,
  token: string,
  kind: SubmissionKind | 'tailor-machine',
  query: string,
): Promise<SubmissionRecord[]> {
  const response = await request.get(`/api${API_PATHS.adminSubmissions(kind)}`, {
    params: { q: query },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return submissionPageSchema.parse(await response.json()).items;
}
