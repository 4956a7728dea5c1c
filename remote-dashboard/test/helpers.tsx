import { createMockApi, renderWithHost, testUser, type MockApi } from 'standalone-host/testing';
import type { DashboardRole, SubmissionRecord, TailorMachineRecord } from 'shared-contracts';
import DashboardApp from '../src/App';

export function renderDashboard(role: DashboardRole | null, route = '/dashboard', api: MockApi = createMockApi()) {
  return renderWithHost(<DashboardApp />, { route, user: role ? testUser(role) : null, api });
}

export function tailorRecord(overrides: Partial<TailorMachineRecord> = {}): TailorMachineRecord {
  return {
    _id: 'rec-1',
    name: 'Sunita Bhoyar',
    email: 'sunita@example.org',
    contact: '9822012345',
    aadharNumber: 'XXXXXXXX0124',
    bankName: 'Bank of Maharashtra',
    accountNumber: 'XXXXXXX5678',
    ifscCode: 'MAHB0000123',
    address: 'Ward 3, Tiroda, Gondia',
    aadharUploadUrl: '/api/admin/uploads/up-1',
    profilePictureUrl: '',
    bankPassbookUploadUrl: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
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

/** A promise the test settles when it wants to. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
