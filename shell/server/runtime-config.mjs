import siteMap from 'shared-contracts/site-map.json' with { type: 'json' };
import { buildPaymentConfig } from 'shared-contracts/payment-config';
import { buildWhatsAppConfig } from 'shared-contracts/whatsapp-config';

/**
 * A remote is registered by its remoteEntry.js: the federation runtime is built without the code
 * that reads mf-manifest.json (disableSnapshot), and the browser saves that request.
 */
function remoteEntryUrl(baseUrl) {
  return `${baseUrl.replace(/\/+$/, '')}/remoteEntry.js`;
}

/**
 * The runtime config the browser reads at start (written into each page, and at /remotes.json),
 * built from the environment, so pointing the site at another copy of a remote needs only a
 * restart of the shell's server.
 */
export function buildRuntimeConfig(env = process.env) {
  const port = env.PORT ?? siteMap.shell.defaultPort;
  return {
    remotes: Object.entries(siteMap.remotes).map(([name, remote]) => ({
      name,
      // A remote moved with its port variable on this machine is found there without its URL.
      entry: remoteEntryUrl(env[remote.urlVariable] ?? `http://localhost:${env[remote.portVariable] ?? remote.defaultPort}`),
    })),
    // The site's own origin: this server forwards /api to the backend (API_URL), so the page's
    // requests stay same-origin, as its Content-Security-Policy and the sign-up cookie require.
    apiBase: '/api',
    siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
    ...buildPaymentConfig(env),
    ...buildWhatsAppConfig(env),
  };
}

/** The distinct origins the remotes are served from. */
export function remoteOriginsOf(config) {
  return [...new Set(config.remotes.map((remote) => new URL(remote.entry).origin))];
}

/** Connect-style middleware for the development server. */
export function runtimeConfigMiddleware(env = process.env) {
  return {
    name: 'runtime-config',
    path: '/remotes.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(buildRuntimeConfig(env)));
    },
  };
}
