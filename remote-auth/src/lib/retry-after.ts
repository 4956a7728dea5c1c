import { CODE_RESEND_COOLDOWN_SECONDS } from 'shared-contracts';

/** Seconds the server asked us to wait (`Retry-After` of a 429), or the usual resend cooldown. */
export function retryAfterSeconds(error: unknown): number {
  const headers = (error as { response?: { headers?: Record<string, unknown> } } | null)?.response?.headers;
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : CODE_RESEND_COOLDOWN_SECONDS;
}
