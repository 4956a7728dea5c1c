/**
 * `npm run dev`: every app with hot reload (rspack serve) and the backend restarting on change.
 */
import concurrently from 'concurrently';
import { FRONTEND_APPS, portOf, ROOT } from './apps.mjs';

const shellPort = String(portOf(FRONTEND_APPS.find((app) => app.name === 'shell')));
concurrently(
  [
    { name: 'api', command: 'npm run dev -w api' },
    ...FRONTEND_APPS.map((app) => ({
      name: app.name,
      command: `npm run dev -w ${app.name} -- --port ${portOf(app)}`,
      env: { SHELL_PORT: shellPort },
    })),
  ],
  { cwd: ROOT, prefix: 'name' },
);
