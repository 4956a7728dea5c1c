import type { AxiosInstance } from 'axios';
import {
  accountPageSchema,
  accountSummaryPageSchema,
  accountSchema,
  API_PATHS,
  HONEYPOT_FIELD,
  loginResponseSchema,
  messageResponseSchema,
  REQUEST_KEY_HEADER,
  submissionCountsSchema,
  submissionPageSchema,
} from 'shared-contracts';
import { ApiError, type HostApi } from 'shared-contracts/host';
import { checkedAnswer, messageOf } from './answers';
import { decodeError } from './decode-error';

/** The part of the HTTP client the facade uses; tests hand in jest mocks of these. */
export type ApiTransport = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;

/**
 * A document of up to 5 MB going up (the tailor-machine form) or down (an admin opening one): on a
 * rural line that takes minutes, and its progress shows meanwhile.
 */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** The headers naming a form entry's sending (REQUEST_KEY_HEADER), when the caller gave its key. */
const keyedBy = (requestKey: string | undefined) => (requestKey ? { headers: { [REQUEST_KEY_HEADER]: requestKey } } : undefined);

/** Runs one request; every failure leaves as an ApiError. */
async function answerOf(request: () => Promise<{ data: unknown }>): Promise<unknown> {
  try {
    return (await request()).data;
  } catch (error) {
    throw decodeError(error);
  }
}

/** A submission record carries the API's own address ('/api/...'); the client already prefixes its base. */
function clientPathOf(documentUrl: string): string {
  return documentUrl.replace(/^\/api(?=\/)/, '');
}

/** `host.api`: the backend's paths, methods and answer shapes in one typed object over the transport. */
export function createHostApi(transport: ApiTransport): HostApi {
  const confirm = async (path: string, body: unknown) => messageOf(await answerOf(() => transport.post(path, body)));
  const thanks = async (answer: Promise<unknown>) => checkedAnswer(messageResponseSchema, await answer).message;

  return {
    login: async (credentials) => checkedAnswer(loginResponseSchema, await answerOf(() => transport.post(API_PATHS.login, credentials))),
    register: (request) => confirm(API_PATHS.register, request),
    verifyEmail: (request) => confirm(API_PATHS.verifyOtp, request),
    resendVerificationCode: (request) => confirm(API_PATHS.resendOtp, request),
    requestPasswordReset: (request) => confirm(API_PATHS.forgotPassword, request),
    resetPassword: (request) => confirm(API_PATHS.resetPassword, request),
    me: async (signal) => checkedAnswer(accountSchema, await answerOf(() => transport.get(API_PATHS.me, { signal }))),

    submitForm: (kind, request, trap, requestKey) =>
      thanks(
        answerOf(() =>
          transport.post(
            API_PATHS.submit(kind),
            trap ? { ...request, [HONEYPOT_FIELD]: trap } : request,
            keyedBy(requestKey),
          ),
        ),
      ),
    submitTailorMachine: (form, onProgress, requestKey) =>
      thanks(
        answerOf(() =>
          transport.post(API_PATHS.tailorMachineSubmit, form, {
            timeout: UPLOAD_TIMEOUT_MS,
            ...keyedBy(requestKey),
            onUploadProgress: (event) => onProgress?.(event.progress ?? (event.total ? event.loaded / event.total : 0)),
          }),
        ),
      ),
    pressNewsletterButton: (button, request) =>
      thanks(answerOf(() => transport.post(button === 'confirm' ? API_PATHS.newsletterConfirm : API_PATHS.newsletterUnsubscribe, request))),

    listSubmissions: async (kind, query, signal) =>
      checkedAnswer(submissionPageSchema, await answerOf(() => transport.get(API_PATHS.adminSubmissions(kind), { params: query, signal }))),
    countSubmissions: async (since, signal) =>
      checkedAnswer(submissionCountsSchema, await answerOf(() => transport.get(API_PATHS.adminSubmissionCounts, { params: { since }, signal }))),
    deleteSubmission: async (kind, id) => {
      await answerOf(() => transport.delete(API_PATHS.adminSubmission(kind, id)));
    },
    listAccounts: async (query, signal) =>
      checkedAnswer(accountPageSchema, await answerOf(() => transport.get(API_PATHS.adminUsers, { params: query, signal }))),
    listAccountSummaries: async (query, signal) =>
      checkedAnswer(accountSummaryPageSchema, await answerOf(() => transport.get(API_PATHS.staffAccounts, { params: query, signal }))),
    setRole: async (accountId, request) =>
      checkedAnswer(accountSchema, await answerOf(() => transport.put(API_PATHS.adminUserRole(accountId), request))),
    deleteAccount: async (accountId) => {
      await answerOf(() => transport.delete(API_PATHS.adminUser(accountId)));
    },
    fetchDocument: async (documentUrl) => {
      const document = await answerOf(() => transport.get(clientPathOf(documentUrl), { responseType: 'blob', timeout: UPLOAD_TIMEOUT_MS }));
      if (!(document instanceof Blob)) throw new ApiError('unexpected-answer');
      return document;
    },
  };
}
