import type { Account, EmailOnlyRequest, LoginRequest, LoginResponse, RegisterRequest, ResetPasswordRequest, SetRoleRequest, VerifyOtpRequest } from './schemas/auth';
import type { AccountPage, AccountSummaryPage, SubmissionCounts, SubmissionPage } from './schemas/admin';
import type { AdminSubmissionKind, SubmissionKind, SubmissionRequest } from './schemas/forms';
import type { NewsletterLinkRequest } from './schemas/newsletter';

/** The newsletter page's two buttons. */
export type NewsletterButton = 'confirm' | 'unsubscribe';

export interface PageQuery {
  page: number;
  pageSize: number;
  q: string;
}

/**
 * The backend as remotes call it: typed requests in, checked answers out, and an `ApiError` for
 * every failure. Confirmations resolve to the server's message, or undefined when it sent none.
 */
export interface HostApi {
  login(credentials: LoginRequest): Promise<LoginResponse>;
  register(request: RegisterRequest): Promise<string | undefined>;
  verifyEmail(request: VerifyOtpRequest): Promise<string | undefined>;
  resendVerificationCode(request: EmailOnlyRequest): Promise<string | undefined>;
  requestPasswordReset(request: EmailOnlyRequest): Promise<string | undefined>;
  resetPassword(request: ResetPasswordRequest): Promise<string | undefined>;
  me(signal?: AbortSignal): Promise<Account>;

  /**
   * A public form; `trap` is what a bot typed into the hidden honeypot field, if anything;
   * `requestKey` names this sending of the entry (REQUEST_KEY_HEADER), the same for a retry.
   */
  submitForm<Kind extends SubmissionKind>(kind: Kind, request: SubmissionRequest<Kind>, trap?: string, requestKey?: string): Promise<string>;
  /**
   * The tailor-machine request as multipart form data; `onProgress` gets the uploaded fraction
   * (0–1); `requestKey` as for submitForm.
   */
  submitTailorMachine(form: FormData, onProgress?: (fraction: number) => void, requestKey?: string): Promise<string>;
  /**
   * A button of the newsletter page: confirms the subscription its mailed link names, or ends it.
   * Optional: a shell deployed before it lacks it, and the page then says it cannot do it now.
   */
  pressNewsletterButton?(button: NewsletterButton, request: NewsletterLinkRequest): Promise<string>;

  /** `confirmedOnly`: the newsletter's confirmed subscriptions alone (the other kinds refuse it). */
  listSubmissions(kind: AdminSubmissionKind, query: PageQuery & { confirmedOnly?: boolean }, signal?: AbortSignal): Promise<SubmissionPage>;
  /**
   * How many entries each kind of form has, and how many since `since` (ms since 1970). Optional:
   * a shell deployed before it lacks it, and the dashboard then shows no counts.
   */
  countSubmissions?(since: number, signal?: AbortSignal): Promise<SubmissionCounts>;
  /**
   * Deletes an entry for good, with its document: what someone asks for under the privacy policy.
   * Optional: a shell deployed before it lacks it, and the dashboard then offers no deleting.
   */
  deleteSubmission?(kind: AdminSubmissionKind, id: string): Promise<void>;
  listAccounts(query: PageQuery, signal?: AbortSignal): Promise<AccountPage>;
  /** Names, e-mails and roles only: the read-only list volunteers see. */
  listAccountSummaries(query: PageQuery, signal?: AbortSignal): Promise<AccountSummaryPage>;
  setRole(accountId: string, request: SetRoleRequest): Promise<Account>;
  /**
   * Deletes another account for good: its owner is logged out and cannot log in again. Optional:
   * a shell deployed before it lacks it, and the dashboard then offers no deleting.
   */
  deleteAccount?(accountId: string): Promise<void>;
  /** A stored document, by the address a submission record carries. */
  fetchDocument(documentUrl: string): Promise<Blob>;
}
