import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PORTS } from './ports';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Where the harness records what it started, so tests and teardown can reach those processes. */
export const STATE_FILE = path.join(REPO_ROOT, 'e2e', '.state', String(PORTS.shell), 'site.json');

export interface SiteProcess {
  name: string;
  pid: number;
  port: number;
  command: string[];
  cwd: string;
  env: Record<string, string>;
}

export function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on port ${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export function waitForPortClosed(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`port ${port} still open`));
        else setTimeout(attempt, 100);
      });
      socket.once('error', () => {
        socket.destroy();
        resolve();
      });
    };
    attempt();
  });
}

/** Starts one process of the site; its output goes to a log file beside the state file. */
export function startProcess(spec: Omit<SiteProcess, 'pid'>): SiteProcess {
  const logDir = path.dirname(STATE_FILE);
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.openSync(path.join(logDir, `${spec.name}.log`), 'a');
  const child: ChildProcess = spawn(spec.command[0], spec.command.slice(1), {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', log, log],
    detached: false,
  });
  if (!child.pid) throw new Error(`could not start ${spec.name}`);
  return { ...spec, pid: child.pid };
}

export function stopProcess(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export function readState(): SiteProcess[] {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as SiteProcess[];
}

export function writeState(processes: SiteProcess[]): void {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(processes, null, 2));
}
