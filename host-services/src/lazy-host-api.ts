import { ApiError, type HostApi } from 'shared-contracts/host';

/** Every method of HostApi: a record over its keys, so the type check fails when one is missing. */
const METHODS: Record<keyof HostApi, true> = {
  login: true,
  register: true,
  verifyEmail: true,
  resendVerificationCode: true,
  requestPasswordReset: true,
  resetPassword: true,
  me: true,
  submitForm: true,
  submitTailorMachine: true,
  pressNewsletterButton: true,
  listSubmissions: true,
  countSubmissions: true,
  deleteSubmission: true,
  listAccounts: true,
  listAccountSummaries: true,
  setRole: true,
  deleteAccount: true,
  fetchDocument: true,
};

/**
 * `host.api` whose implementation (the HTTP client and the answer schemas) downloads with the
 * first call, not with the first page: reading a page needs neither. A failed download is a
 * network failure like any other, and the next call tries again.
 */
export function createLazyHostApi(load: () => Promise<HostApi>): HostApi {
  let loading: Promise<HostApi> | null = null;
  const implementation = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw new ApiError('network', { cause: error });
    });
    return loading;
  };
  const methods = Object.keys(METHODS) as (keyof HostApi)[];
  const call = (method: keyof HostApi) => async (...args: unknown[]) =>
    ((await implementation())[method] as (...passed: unknown[]) => unknown)(...args);
  return Object.fromEntries(methods.map((method) => [method, call(method)])) as unknown as HostApi;
}
