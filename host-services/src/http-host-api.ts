import type { HostApi } from 'shared-contracts/host';
import { createApiClient } from './api-client';
import { createHostApi } from './create-host-api';

/** The facade over the site's one HTTP client; loaded on the first API call. */
export function createHttpHostApi(baseURL: string, onUnauthorized: (serverMessage: string | undefined) => void): HostApi {
  return createHostApi(createApiClient(baseURL, onUnauthorized));
}
