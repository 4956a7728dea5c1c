import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, PORTS } from './ports';
import {
  isPortOpen,
  readState,
  REPO_ROOT,
  STATE_FILE,
  startProcess,
  stopProcess,
  waitForPort,
  waitForPortClosed,
  writeState,
  type SiteProcess,
} from './processes';

type Spec = Omit<SiteProcess, 'pid'>;

export const remoteUrl = (port: number) => `http://localhost:${port}`;

/**
 * Each app is served from its own deployed copy of its build, as a real deployment would be, so
 * a build made meanwhile in the working tree never changes the site under test.
 */
export function deploymentDir(remote: string): string {
  return path.join(path.dirname(STATE_FILE), 'deployments', remote);
}

function deployBuild(remote: string) {
  fs.rmSync(deploymentDir(remote), { recursive: true, force: true });
  fs.cpSync(path.join(REPO_ROOT, remote, 'dist'), deploymentDir(remote), { recursive: true });
}

/** A static server for one remote, serving `distDir` on `port`. */
export function remoteServerSpec(name: string, remote: string, port: number, distDir: string): Spec {
  return {
    name,
    port,
    cwd: path.join(REPO_ROOT, remote),
    command: ['node', path.join(REPO_ROOT, 'static-server', 'bin', 'serve-remote.mjs'), remote, String(port)],
    env: { PORT: String(port), SHELL_PORT: String(PORTS.shell), DIST_DIR: distDir },
  };
}

function deployedShell(): string {
  deployBuild('shell');
  return deploymentDir('shell');
}

/** The same processes `npm start` runs, on the test ports, with a fresh data folder. */
function siteSpecs(dataDir: string): Spec[] {
  const remote = (name: string, port: number): Spec => {
    deployBuild(name);
    return remoteServerSpec(name, name, port, deploymentDir(name));
  };
  return [
    {
      name: 'api',
      port: PORTS.api,
      cwd: path.join(REPO_ROOT, 'api'),
      command: [process.execPath, '--import', 'tsx', 'src/main.ts'],
      env: {
        API_PORT: String(PORTS.api),
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_IP: '1000',
        RATE_LIMIT_PER_ADDRESS: '1000',
      },
    },
    remote('remote-public', PORTS.remotePublic),
    remote('remote-auth', PORTS.remoteAuth),
    remote('remote-dashboard', PORTS.remoteDashboard),
    {
      name: 'shell',
      port: PORTS.shell,
      cwd: path.join(REPO_ROOT, 'shell'),
      command: ['node', 'server.mjs'],
      env: {
        SHELL_DIST_DIR: deployedShell(),
        PORT: String(PORTS.shell),
        API_PORT: String(PORTS.api),
        REMOTE_PUBLIC_URL: remoteUrl(PORTS.remotePublic),
        REMOTE_AUTH_URL: remoteUrl(PORTS.remoteAuth),
        REMOTE_DASHBOARD_URL: remoteUrl(PORTS.remoteDashboard),
      },
    },
  ];
}

export async function startSite(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charity-e2e-'));
  const processes = siteSpecs(dataDir).map(startProcess);
  writeState(processes);
  await Promise.all(processes.map((p) => waitForPort(p.port, 120_000)));
}

export async function stopSite(): Promise<void> {
  const processes = readState();
  processes.forEach((p) => stopProcess(p.pid));
  await Promise.all(processes.map((p) => waitForPortClosed(p.port)));
}

/** Stops one process of the running site (a remote going down). */
export async function stopService(name: string): Promise<void> {
  const target = readState().find((p) => p.name === name);
  if (!target) throw new Error(`no process named ${name}`);
  stopProcess(target.pid);
  await waitForPortClosed(target.port);
}

/** Starts a stopped process again with its original command and environment. */
export async function restartService(name: string): Promise<void> {
  const processes = readState();
  const index = processes.findIndex((p) => p.name === name);
  if (await isPortOpen(processes[index].port)) return;
  const { pid: _old, ...spec } = processes[index];
  const started = startProcess(spec);
  processes[index] = started;
  writeState(processes);
  await waitForPort(started.port);
}

/** Restarts a process of the site with some environment changed (e.g. the shell pointed elsewhere). */
export async function reconfigureService(name: string, env: Record<string, string>): Promise<void> {
  await stopService(name);
  const processes = readState();
  const index = processes.findIndex((p) => p.name === name);
  const { pid: _old, ...spec } = processes[index];
  const started = startProcess({ ...spec, env: { ...spec.env, ...env } });
  processes[index] = started;
  writeState(processes);
  await waitForPort(started.port);
}

/** Starts one more process for the rest of the run; teardown stops it with the others. */
export async function startExtraService(spec: Spec): Promise<void> {
  const processes = readState().filter((p) => p.name !== spec.name);
  const started = startProcess(spec);
  writeState([...processes, started]);
  await waitForPort(started.port);
}
