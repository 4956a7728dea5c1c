/**
 * `npm run dev`: every app with hot reload (rspack serve) and the backend restarting on change.
 */
import concurrently from 'concurrently';
import { FRONTEND_APPS, portOf, ROOT, SHELL_APP } from './lib/apps.mjs';

const shellPort = String(portOf(SHELL_APP));
concurrently(
  [
    { name: 'api', command: 'npm run dev -w api' },
    ...FRONTEND_APPS.map((app) => ({
      name: app.workspace,
      command: `npm run dev -w ${app.workspace} -- --port ${portOf(app)}`,
      env: { SHELL_PORT: shellPort },
    })),
  ],
  { cwd: ROOT, prefix: 'name' },
);
