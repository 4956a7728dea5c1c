import { ApiError } from 'shared-contracts/host';
import { messageOf } from './answers';

interface FailedAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, unknown>;
}

function retryAfterOf(answer: FailedAnswer): number | undefined {
  const seconds = Number(answer.headers?.['retry-after'] ?? (answer.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The one place a transport failure becomes an `ApiError` (status, server message, Retry-After). */
export function decodeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const failed = error as { code?: string; response?: FailedAnswer } | null;
  const answer = failed?.response;
  if (answer?.status) {
    return new ApiError('http', {
      status: answer.status,
      serverMessage: messageOf(answer.data),
      retryAfterSeconds: retryAfterOf(answer),
      accountUnverified: answer.status === 403 && (answer.data as { unverified?: unknown } | null)?.unverified === true,
      cause: error,
    });
  }
  const code = failed?.code;
  if (code === 'ERR_CANCELED') return new ApiError('aborted', { cause: error });
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return new ApiError('timeout', { cause: error });
  return new ApiError('network', { cause: error });
}
