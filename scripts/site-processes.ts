/**
 * The commands `npm start` runs, as process specs for the browser tests and the benchmark, so
 * both start the site exactly the same way on their own ports.
 */
import path from 'node:path';
import type { ProcessSpec } from './local-processes';

const REPO_ROOT = path.resolve(__dirname, '..');

export const localUrl = (port: number) => `http://localhost:${port}`;

export function apiSpec(port: number, dataDir: string, env: Record<string, string> = {}): ProcessSpec {
  return {
    name: 'api',
    port,
    cwd: path.join(REPO_ROOT, 'api'),
    command: [process.execPath, '--import', 'tsx', 'src/main.ts'],
    env: { API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  };
}

/** A static server for one remote; `distDir` serves a deployed copy instead of its own build. */
export function remoteServerSpec(name: string, remote: string, port: number, shellPort: number, distDir?: string): ProcessSpec {
  return {
    name,
    port,
    cwd: path.join(REPO_ROOT, remote),
    command: [process.execPath, path.join(REPO_ROOT, 'static-server', 'bin', 'serve-remote.mjs'), remote, String(port)],
    env: { PORT: String(port), SHELL_PORT: String(shellPort), ...(distDir ? { DIST_DIR: distDir } : {}) },
  };
}

export interface ShellPorts {
  shell: number;
  api: number;
  remotePublic: number;
  remoteAuth: number;
  remoteDashboard: number;
}

/** The shell's server pointed at the API and the three remotes; `env` adds or overrides settings. */
export function shellServerSpec(name: string, ports: ShellPorts, env: Record<string, string> = {}): ProcessSpec {
  return {
    name,
    port: ports.shell,
    cwd: path.join(REPO_ROOT, 'shell'),
    command: [process.execPath, 'server.mjs'],
    env: {
      PORT: String(ports.shell),
      API_PORT: String(ports.api),
      REMOTE_PUBLIC_URL: localUrl(ports.remotePublic),
      REMOTE_AUTH_URL: localUrl(ports.remoteAuth),
      REMOTE_DASHBOARD_URL: localUrl(ports.remoteDashboard),
      ...env,
    },
  };
}
