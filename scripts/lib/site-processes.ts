/**
 * The site's processes as the browser tests and the benchmark start them, on their own ports: the
 * same programs `npm start` runs through each workspace's scripts (`npm start -w api`, `npm run
 * serve -w <app>`), started here directly so each can be stopped, restarted or reconfigured alone.
 */
import path from 'node:path';
import siteMap from 'shared-contracts/site-map.json';
import type { ProcessSpec } from './local-processes';
import { SITE_REMOTES, type SitePorts } from './site-ports';

// __filename, not __dirname: for ES-module callers (the benchmark) tsx loads a CommonJS copy
// of this file whose __dirname is not its folder.
const REPO_ROOT = path.resolve(path.dirname(__filename), '..', '..');

export const localUrl = (port: number) => `http://localhost:${port}`;

export function apiSpec(port: number, dataDir: string, env: Record<string, string> = {}): ProcessSpec {
  return {
    name: 'api',
    port,
    cwd: path.join(REPO_ROOT, siteMap.api.workspace),
    command: [process.execPath, '--import', 'tsx', 'src/main.ts'],
    env: { [siteMap.api.portVariable]: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  };
}

/** A static server for one remote; `distDir` serves a deployed copy instead of its own build. */
export function remoteServerSpec(name: string, remote: string, port: number, shellPort: number, distDir?: string): ProcessSpec {
  return {
    name,
    port,
    cwd: path.join(REPO_ROOT, remote),
    command: [process.execPath, path.join(REPO_ROOT, 'static-server', 'bin', 'serve-remote.mjs'), remote],
    env: { PORT: String(port), SHELL_PORT: String(shellPort), ...(distDir ? { DIST_DIR: distDir } : {}) },
  };
}

/** The shell's server pointed at the API and the remotes; `env` adds or overrides settings. */
export function shellServerSpec(name: string, ports: SitePorts, env: Record<string, string> = {}): ProcessSpec {
  return {
    name,
    port: ports.shell,
    cwd: path.join(REPO_ROOT, siteMap.shell.workspace),
    command: [process.execPath, 'server.mjs'],
    env: {
      PORT: String(ports.shell),
      [siteMap.api.portVariable]: String(ports.api),
      ...Object.fromEntries(SITE_REMOTES.map((remote) => [remote.urlVariable, localUrl(ports[remote.portKey])])),
      ...env,
    },
  };
}
