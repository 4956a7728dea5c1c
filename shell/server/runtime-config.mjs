import { buildPaymentConfig } from './payment-config.mjs';

/**
 * The runtime config the browser reads at start (/remotes.json), built from the environment, so
 * pointing the site at another copy of a remote needs only a restart of the shell's server.
 */
const REMOTE_URL_VARIABLES = {
  remote_public: ['REMOTE_PUBLIC_URL', 3001],
  remote_auth: ['REMOTE_AUTH_URL', 3002],
  remote_dashboard: ['REMOTE_DASHBOARD_URL', 3003],
};

function manifestUrl(baseUrl) {
  return `${baseUrl.replace(/\/+$/, '')}/mf-manifest.json`;
}

export function buildRuntimeConfig(env = process.env) {
  const port = env.PORT ?? '3000';
  return {
    remotes: Object.entries(REMOTE_URL_VARIABLES).map(([name, [variable, defaultPort]]) => ({
      name,
      entry: manifestUrl(env[variable] ?? `http://localhost:${defaultPort}`),
    })),
    apiBase: env.API_BASE_URL ?? '/api',
    siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
    ...buildPaymentConfig(env),
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
