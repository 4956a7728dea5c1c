import type { RuntimeConfig } from 'shared-contracts';
import { buildPaymentConfig } from 'shared-contracts/payment-config';

/**
 * A remote running alone gets the composed site's defaults: the API under /api and the same
 * sample payment details `npm start` shows (flagged as samples on the page).
 */
export const STANDALONE_CONFIG: RuntimeConfig = {
  remotes: [],
  apiBase: '/api',
  siteUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  ...buildPaymentConfig({}),
};
