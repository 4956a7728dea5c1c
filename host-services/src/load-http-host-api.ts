/** `host.api`'s implementation (the HTTP client and the answer schemas): a chunk of its own, fetched once. */
export const loadHttpHostApi = () => import('./http-host-api');

/**
 * Fetches that chunk ahead of the first call, when a visitor is about to need it (they started
 * filling in a form); a failed fetch is left for that call, which tries again.
 */
export function warmHostApi(): void {
  loadHttpHostApi().catch(() => undefined);
}
