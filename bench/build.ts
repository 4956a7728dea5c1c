import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import siteMap from 'shared-contracts/site-map.json';
import { LOG_DIR, REPO_ROOT } from './paths';

export interface BuildTiming {
  app: string;
  ms: number;
}

/** The apps `npm run build` builds, then the monolith baseline; each timed alone. */
const BUILDS: readonly { app: string; args: string[] }[] = [
  ...[siteMap.shell, ...Object.values(siteMap.remotes)].map(({ workspace }) => ({ app: workspace, args: ['run', 'build', '-w', workspace] })),
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
