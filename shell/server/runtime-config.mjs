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
    donation: {
      upiId: env.UPI_ID ?? 'gondiagraminvikas@sbi',
      payeeName: env.UPI_PAYEE_NAME ?? 'Gondia Gramin Vikas Foundation',
      bank: {
        accountName: env.BANK_ACCOUNT_NAME ?? 'Gondia Gramin Vikas Foundation',
        accountNumber: env.BANK_ACCOUNT_NUMBER ?? '38012345678',
        ifsc: env.BANK_IFSC ?? 'SBIN0000461',
        bankName: env.BANK_NAME ?? 'State Bank of India',
        branch: env.BANK_BRANCH ?? 'Gondia Main Branch',
      },
      fcraBank: {
        accountName: env.FCRA_ACCOUNT_NAME ?? 'Gondia Gramin Vikas Foundation',
        accountNumber: env.FCRA_ACCOUNT_NUMBER ?? '40012345678',
        ifsc: env.FCRA_IFSC ?? 'SBIN0000691',
        swift: env.FCRA_SWIFT ?? 'SBININBB104',
        bankName: env.FCRA_BANK_NAME ?? 'State Bank of India',
        branch: env.FCRA_BRANCH ?? 'New Delhi Main Branch (FCRA)',
      },
    },
  };
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
