/**
 * Serves both builds the way `npm start` does: one backend, the composed site (shell's server
 * plus one static server per remote) and the monolith through the same shell server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isPortOpen, startLoggedProcess, stopProcess, waitForPortClosed, waitUntil, type ProcessSpec } from '../scripts/lib/local-processes';
import { SITE_REMOTES } from '../scripts/lib/site-ports';
import { apiSpec, remoteServerSpec, shellServerSpec } from '../scripts/lib/site-processes';
import { ADMIN, PORTS, SITE_URLS } from './config';
import { LOG_DIR, MONOLITH_DIR } from './paths';

export interface RunningServer {
  name: string;
  port: number;
  pid: number;
}

function serverSpecs(dataDir: string): ProcessSpec[] {
  const { composed, monolith, ...ports } = PORTS;
  return [
    // The dashboard's click runs sign the admin in once each, for both builds, from one address:
    // more than the API lets one client try an address in ten minutes.
    apiSpec(PORTS.api, dataDir, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_ADDRESS: '1000',
      RATE_LIMIT_PER_ADDRESS_CEILING: '1000',
    }),
    ...SITE_REMOTES.map(({ workspace, portKey }) => remoteServerSpec(workspace, workspace, PORTS[portKey], composed)),
    shellServerSpec('composed', { ...ports, shell: composed }, { SITE_URL: SITE_URLS.composed }),
    shellServerSpec('monolith', { ...ports, shell: monolith }, {
      SHELL_DIST_DIR: path.join(MONOLITH_DIR, 'dist'),
      SITE_URL: SITE_URLS.monolith,
    }),
  ];
}

export async function startServers(): Promise<RunningServer[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charity-bench-'));
  const specs = serverSpecs(dataDir);
  for (const spec of specs) {
    if (await isPortOpen(spec.port)) throw new Error(`port ${spec.port} (${spec.name}) is taken; set BENCH_PORT_BASE`);
  }
  const exited = new Set<string>();
  const running = specs.map((spec) => {
    fs.rmSync(path.join(LOG_DIR, `${spec.name}.log`), { force: true });
    const pid = startLoggedProcess(spec, LOG_DIR, () => exited.add(spec.name));
    return { name: spec.name, port: spec.port, pid };
  });
  const listening = async (server: RunningServer) => {
    if (exited.has(server.name)) throw new Error(`${server.name} exited; see ${path.join(LOG_DIR, `${server.name}.log`)}`);
    return isPortOpen(server.port);
  };
  try {
    await Promise.all(running.map((server) => waitUntil(() => listening(server), `${server.name} not listening`, 120_000)));
  } catch (error) {
    await stopServers(running);
    throw error;
  }
  return running;
}

/** Stops exactly the processes this run started. */
export async function stopServers(servers: RunningServer[]): Promise<void> {
  servers.forEach((server) => stopProcess(server.pid));
  await Promise.all(servers.map((server) => waitForPortClosed(server.port)));
}

/** A session token for the admin, straight from the backend. */
export async function adminToken(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORTS.api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin login answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}
