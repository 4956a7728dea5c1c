/**
 * `npm start`: builds what is not built (or changed since), then runs the backend, the shell's
 * server and the three remote servers together. Ctrl-C stops them all.
 */
import { execFileSync } from 'node:child_process';
import concurrently from 'concurrently';
import { FRONTEND_APPS, needsBuild, portOf, ROOT, SHELL_APP } from './lib/apps.mjs';

for (const app of FRONTEND_APPS) {
  if (needsBuild(app.workspace)) {
    console.log(`Building ${app.workspace}...`);
    execFileSync('npm', ['run', 'build', '-w', app.workspace], { cwd: ROOT, stdio: 'inherit' });
  }
}

const shellPort = String(portOf(SHELL_APP));
const commands = [
  { name: 'api', command: 'npm start -w api', env: {} },
  ...FRONTEND_APPS.map((app) => ({
    name: app.workspace,
    command: `npm run serve -w ${app.workspace}`,
    env: { PORT: String(portOf(app)), SHELL_PORT: shellPort },
  })),
];

const { result } = concurrently(commands, { cwd: ROOT, prefix: 'name' });
console.log(`\nThe site: http://localhost:${shellPort}  (Ctrl-C stops everything)\n`);
result.catch(() => process.exit(1));
