/**
 * `npm start`: builds what is not built (or changed since), then runs the backend, the shell's
 * server and the three remote servers together. Ctrl-C stops them all.
 */
import { execFileSync } from 'node:child_process';
import concurrently from 'concurrently';
import { FRONTEND_APPS, needsBuild, portOf, ROOT } from './apps.mjs';

for (const app of FRONTEND_APPS) {
  if (needsBuild(app.name)) {
    console.log(`Building ${app.name}...`);
    execFileSync('npm', ['run', 'build', '-w', app.name], { cwd: ROOT, stdio: 'inherit' });
  }
}

const shellPort = String(portOf(FRONTEND_APPS.find((app) => app.name === 'shell')));
const commands = [
  { name: 'api', command: 'npm start -w api', env: {} },
  ...FRONTEND_APPS.map((app) => ({
    name: app.name,
    command: `npm run serve -w ${app.name}`,
    env: { PORT: String(portOf(app)), SHELL_PORT: shellPort },
  })),
];

const { result } = concurrently(commands, { cwd: ROOT, prefix: 'name' });
console.log(`\nThe site: http://localhost:${shellPort}  (Ctrl-C stops everything)\n`);
result.catch(() => process.exit(1));
