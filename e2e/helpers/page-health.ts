import type { Page } from '@playwright/test';

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];
// Inline images (the donation QR code) and object URLs never leave the browser.
const IN_BROWSER_PROTOCOLS = ['data:', 'blob:'];

export interface PageHealth {
  /** Console errors and uncaught exceptions, in the order they happened. */
  errors: string[];
  /** Every request to a host other than this machine (fonts, analytics, CDNs ...). */
  foreignRequests: string[];
}

/** Records what a visitor's browser should never see: errors and requests to third parties. */
export function watchPageHealth(page: Page): PageHealth {
  const health: PageHealth = { errors: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') health.errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => health.errors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (IN_BROWSER_PROTOCOLS.includes(url.protocol)) return;
    if (!LOCAL_HOSTS.includes(url.hostname)) health.foreignRequests.push(request.url());
  });
  return health;
}
