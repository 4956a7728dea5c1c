import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiSpec, localUrl, remoteServerSpec as remoteSpec, shellServerSpec } from '../../scripts/lib/site-processes';
import { SITE_REMOTES } from '../../scripts/lib/site-ports';
import { ADMIN, PORTS, WHATSAPP } from './ports';
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

export const remoteUrl = localUrl;

/**
 * Each app is served from its own deployed copy of its build, as a real deployment would be, so
 * a build made meanwhile in the working tree never changes the site under test.
 */
export function deploymentDir(app: string): string {
  return path.join(path.dirname(STATE_FILE), 'deployments', app);
}

function deployBuild(app: string): string {
  fs.rmSync(deploymentDir(app), { recursive: true, force: true });
  fs.cpSync(path.join(REPO_ROOT, app, 'dist'), deploymentDir(app), { recursive: true });
  return deploymentDir(app);
}

/** A static server for one remote of the site under test, serving `distDir` on `port`. */
export function remoteServerSpec(name: string, remote: string, port: number, distDir: string): Spec {
  return remoteSpec(name, remote, port, PORTS.shell, distDir);
}

/** The same processes `npm start` runs, on the test ports, with a fresh data folder. */
function siteSpecs(dataDir: string): Spec[] {
  return [
    apiSpec(PORTS.api, dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_ADDRESS: '1000',
      RATE_LIMIT_PER_ADDRESS_CEILING: '1000',
      RATE_LIMIT_FORMS_PER_IP: '1000',
      RATE_LIMIT_UPLOADS_PER_IP: '1000',
    }),
    ...SITE_REMOTES.map(({ workspace, portKey }) => remoteServerSpec(workspace, workspace, PORTS[portKey], deployBuild(workspace))),
    shellServerSpec('shell', PORTS, { SHELL_DIST_DIR: deployBuild('shell'), WHATSAPP_NUMBER: WHATSAPP.configured }),
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
