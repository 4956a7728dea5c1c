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

/** Sources a build depends on: the app's own and the shared packages it bundles. */
const SHARED_SOURCES = [
  'shared-contracts/src',
  'shared-contracts/site-map.json',
  'shared-ui/src',
  'host-services/src',
  'standalone-host/src',
  'rspack.base.ts',
  'federation.shared.ts',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** True when the app has no build yet, or a source changed after its last build. */
export function needsBuild(appName) {
  const builtPage = path.join(ROOT, appName, 'dist', 'index.html');
  if (!fs.existsSync(builtPage)) return true;
  const builtAt = fs.statSync(builtPage).mtimeMs;
  const sources = [`${appName}/src`, `${appName}/index.html`, `${appName}/rspack.config.ts`, `${appName}/federation.config.ts`, ...SHARED_SOURCES];
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > builtAt);
}
