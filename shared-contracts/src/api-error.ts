/** Why a call through `host.api` failed. */
export type ApiFailure =
  /** The server answered with an error status. */
  | 'http'
  /** No answer arrived (offline, connection dropped, server down). */
  | 'network'
  /** The answer took longer than the client waits. */
  | 'timeout'
  /** The caller gave up (the page moved on). */
  | 'aborted'
  /** The server answered, but not in the agreed shape. */
  | 'unexpected-answer';

export interface ApiErrorDetails {
  status?: number;
  serverMessage?: string;
  retryAfterSeconds?: number;
  /** A login refused because the account's e-mail address is not verified yet. */
  accountUnverified?: boolean;
  cause?: unknown;
}

/** The one error every `host.api` method throws; remotes never see the transport's own errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  /** The server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Seconds the server asked us to wait (`Retry-After` of a 429). */
  readonly retryAfterSeconds: number | undefined;
  readonly accountUnverified: boolean;

  constructor(
    readonly failure: ApiFailure,
    details: ApiErrorDetails = {},
  ) {
    super(details.serverMessage ?? `API call failed (${failure})`, { cause: details.cause });
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.accountUnverified = details.accountUnverified ?? false;
  }
}

/** What a failed call says when no answer came: the connection, not what was sent, is at fault. */
export const CONNECTION_MESSAGES = {
  noConnection: 'Could not reach the server. Please check your connection and try again.',
  tooSlow: 'The server took too long to answer. Please check your connection and try again.',
} as const;

/**
 * The text to show for a failed call: the server's message when it sent one; when no answer came,
 * that the connection failed (a caller's fallback such as "wrong otp" would blame what was sent);
 * otherwise the caller's fallback.
 */
export function failureMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.failure === 'network') return CONNECTION_MESSAGES.noConnection;
  if (error.failure === 'timeout') return CONNECTION_MESSAGES.tooSlow;
  return fallback;
}
