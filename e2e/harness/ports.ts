/**
 * The composed site under test runs on its own ports, so a developer's `npm start` can keep
 * running; E2E_PORT_BASE moves the whole set (two runs at once need two bases).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const PORTS = {
  shell: base,
  remotePublic: base + 1,
  remoteAuth: base + 2,
  remoteDashboard: base + 3,
  api: base + 4,
  /** Extra copies of a remote that a test starts (deploy drill, compatibility). */
  extraRemotes: [base + 5, base + 6, base + 7],
  /** A second backend and shell server with tight limits (the edge's client-address test). */
  limitedApi: base + 8,
  limitedShell: base + 9,
  smtp: base + 25,
} as const;

export const BASE_URL = `http://localhost:${PORTS.shell}`;

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-e2e-password-1' } as const;
