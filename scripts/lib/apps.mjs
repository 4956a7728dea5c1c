/**
 * The processes of the composed site: the backend, the shell's server and one static server per
 * remote, each on its own port so each can be stopped, redeployed or scaled alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import siteMap from 'shared-contracts/site-map.json' with { type: 'json' };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The apps `npm start` builds and serves, each described by the site map. */
export const FRONTEND_APPS = [...Object.values(siteMap.remotes), siteMap.shell];

export const SHELL_APP = siteMap.shell;

export function portOf(app, env = process.env) {
  return Number(env[app.portVariable] ?? app.defaultPort);
}

/** Sources every build depends on: the shared packages it bundles, the build's own code, the locked dependencies. */
const SHARED_SOURCES = [
  'shared-contracts',
  'shared-ui/src',
  'host-services/src',
  'standalone-host/src',
  'build',
  'rspack.base.ts',
  'federation.shared.ts',
  'package-lock.json',
];

/** An app's own: its code, build plugins, copied files, page, and build and catalog settings. */
const APP_SOURCES = ['src', 'build', 'public', 'index.html', 'rspack.config.ts', 'federation.config.ts', 'lingui.config.ts'];

/** Folders inside those that no build reads. */
const NOT_BUILT = new Set(['node_modules', 'test']);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((entry) => !NOT_BUILT.has(entry))
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** True when the app has no build yet, or a source changed after its last build. */
export function needsBuild(appName) {
  const builtPage = path.join(ROOT, appName, 'dist', 'index.html');
  if (!fs.existsSync(builtPage)) return true;
  const builtAt = fs.statSync(builtPage).mtimeMs;
  const sources = [...APP_SOURCES.map((source) => `${appName}/${source}`), ...SHARED_SOURCES];
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > builtAt);
}
