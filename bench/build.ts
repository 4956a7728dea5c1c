import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOG_DIR, REPO_ROOT } from './paths';

export interface BuildTiming {
  app: string;
  ms: number;
}

/** The four apps `npm run build` builds, then the monolith baseline; each timed alone. */
const BUILDS: readonly { app: string; args: string[] }[] = [
  { app: 'shell', args: ['run', 'build', '-w', 'shell'] },
  { app: 'remote-public', args: ['run', 'build', '-w', 'remote-public'] },
  { app: 'remote-auth', args: ['run', 'build', '-w', 'remote-auth'] },
  { app: 'remote-dashboard', args: ['run', 'build', '-w', 'remote-dashboard'] },
  { app: 'monolith', args: ['run', 'build:monolith'] },
];

export function buildEverything(): BuildTiming[] {
  return BUILDS.map(({ app, args }) => {
    const started = performance.now();
    const result = spawnSync('npm', args, { cwd: REPO_ROOT, encoding: 'utf8' });
    const ms = Math.round(performance.now() - started);
    fs.writeFileSync(path.join(LOG_DIR, `build-${app}.log`), `${result.stdout}${result.stderr}`);
    if (result.status !== 0) throw new Error(`building ${app} failed; see ${path.join(LOG_DIR, `build-${app}.log`)}`);
    console.log(`  ${app.padEnd(18)} ${(ms / 1000).toFixed(1)} s`);
    return { app, ms };
  });
}
