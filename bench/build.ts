import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import siteMap from 'shared-contracts/site-map.json';
import { LOG_DIR, REPO_ROOT } from './paths';

export interface BuildTiming {
  app: string;
  ms: number;
}

/**
 * One build identity for every app of this run: the monolith's route trees then claim the same
 * build as the pages the remotes pre-rendered, so the monolith hydrates the same server HTML as
 * the composed site instead of rendering it again (see shell/src/federation/hydration.ts).
 */
const BUILD_ID = `bench-${Date.now().toString(36)}`;

/** The apps `npm run build` builds, then the monolith baseline; each timed alone. */
const BUILDS: readonly { app: string; args: string[] }[] = [
  ...[siteMap.shell, ...Object.values(siteMap.remotes)].map(({ workspace }) => ({ app: workspace, args: ['run', 'build', '-w', workspace] })),
  { app: 'monolith', args: ['run', 'build:monolith'] },
];

export function buildEverything(): BuildTiming[] {
  return BUILDS.map(({ app, args }) => {
    const started = performance.now();
    const result = spawnSync('npm', args, { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, APP_BUILD_ID: BUILD_ID } });
    const ms = Math.round(performance.now() - started);
    fs.writeFileSync(path.join(LOG_DIR, `build-${app}.log`), `${result.stdout}${result.stderr}`);
    if (result.status !== 0) throw new Error(`building ${app} failed; see ${path.join(LOG_DIR, `build-${app}.log`)}`);
    console.log(`  ${app.padEnd(18)} ${(ms / 1000).toFixed(1)} s`);
    return { app, ms };
  });
}
