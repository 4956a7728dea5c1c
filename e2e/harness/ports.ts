/** The composed site under test runs on its own ports, so a developer's `npm start` can keep running. */
export const PORTS = {
  shell: 3100,
  remotePublic: 3101,
  remoteAuth: 3102,
  remoteDashboard: 3103,
  api: 3104,
  smtp: 3125,
} as const;

export const BASE_URL = `http://localhost:${PORTS.shell}`;

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-e2e-password-1' } as const;
