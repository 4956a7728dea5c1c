import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote whose manifest does not arrive in time counts as down, instead of hanging the page. */
export const MANIFEST_TIMEOUT_MS = 8000;

export function manifestTimeoutPlugin(timeoutMs = MANIFEST_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'manifest-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    },
  };
}
