import { createMockApi, renderWithHost, testUser, type MockApi } from 'standalone-host/testing';
import { API_PATHS, type DashboardRole, type SubmissionRecord } from 'shared-contracts';
import DashboardApp from '../src/App';

export { deferred } from 'standalone-host/testing';

/**
 * Answers the lists' requests with `answers` in turn, the last one from then on. The day's counts,
 * asked for beside the admin's list (useNewToday), and the session check every opening makes
 * (useSessionConfirmed) fail: they are not what these tests look at.
 */
export function answerListsInTurn(api: MockApi, ...answers: unknown[]): void {
  api.get.mockImplementation(async (path: string) => {
    if (path === API_PATHS.adminSubmissionCounts) throw new Error('Counts are left out of this test');
    if (path === API_PATHS.me) throw new Error('The session check is left out of this test');
    return answers.length > 1 ? answers.shift() : answers[0];
  });
}

/** What the dashboard asked the API for, beyond the session check every opening makes (useSessionConfirmed). */
export const dataRequests = (api: MockApi) => api.get.mock.calls.filter(([path]) => path !== API_PATHS.me);

export function renderDashboard(role: DashboardRole | null, route = '/dashboard', api: MockApi = createMockApi()) {
  return renderWithHost(<DashboardApp />, { route, user: role ? testUser(role) : null, api });
}

/** A tailor-machine request as the paged admin path answers it (numbers masked by the API). */
export function tailorSubmission(data: Record<string, string> = {}, id = 'rec-1'): SubmissionRecord {
  return {
    id,
    kind: 'tailor-machine',
    createdAt: '2026-11-20T10:00:00.000Z',
    data: {
      name: 'Sunita Bhoyar',
      email: 'sunita@example.org',
      contact: '9822012345',
      aadharNumber: 'XXXXXXXX0124',
      bankName: 'Bank of Maharashtra',
      accountNumber: 'XXXXXXX5678',
      ifscCode: 'MAHB0000123',
      address: 'Ward 3, Tiroda, Gondia',
      aadharUploadUrl: '/api/admin/uploads/up-1',
      ...data,
    },
  };
}

/** One page of the paged admin path, as the HTTP client resolves it. */
export function pageOf(items: SubmissionRecord[], total = items.length, page = 1, pageSize = 20) {
  return { data: { items, total, page, pageSize } };
}

export function submission(data: Record<string, string>, id = 'sub-1'): SubmissionRecord {
  return { id, kind: 'contact', createdAt: '2026-11-21T08:30:00.000Z', data };
}

/** Captures what would be downloaded through a Blob link. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names, restore: () => click.mockRestore() };
}

export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
