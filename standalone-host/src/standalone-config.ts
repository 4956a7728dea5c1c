import type { RuntimeConfig } from 'shared-contracts';
import { buildPaymentConfig } from 'shared-contracts/payment-config';
import { buildWhatsAppConfig } from 'shared-contracts/whatsapp-config';

/**
 * A remote running alone gets the composed site's defaults: the API under /api and the same
 * sample payment details `npm start` shows (flagged as samples on the page), and no WhatsApp link.
 */
export const STANDALONE_CONFIG: RuntimeConfig = {
  remotes: [],
  apiBase: '/api',
  siteUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  ...buildPaymentConfig({}),
  ...buildWhatsAppConfig({}),
};
