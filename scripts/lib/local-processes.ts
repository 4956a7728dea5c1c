/**
 * Starting and stopping the site's processes on this machine, for the browser tests and the
 * benchmark alike: spawn with a log file, wait until a port answers, stop by PID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ProcessSpec {
  name: string;
  port: number;
  cwd: string;
  command: string[];
  env: Record<string, string>;
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

/** A port nothing listens on right now, for a throw-away server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const waitForPort = (port: number, timeoutMs = 60_000) =>
  waitUntil(() => isPortOpen(port), `nothing listens on port ${port}`, timeoutMs);

export const waitForPortClosed = (port: number, timeoutMs = 15_000) =>
  waitUntil(async () => !(await isPortOpen(port)), `port ${port} still open`, timeoutMs);

/** Starts one process; its output goes to `<logDir>/<name>.log`. `onExit` hears if it ends. */
export function startLoggedProcess(spec: ProcessSpec, logDir: string, onExit?: () => void): number {
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.openSync(path.join(logDir, `${spec.name}.log`), 'a');
  const child = spawn(spec.command[0], spec.command.slice(1), {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', log, log],
  });
  if (!child.pid) throw new Error(`could not start ${spec.name}`);
  if (onExit) child.once('exit', onExit);
  return child.pid;
}

export function stopProcess(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Where a program lives: the first of `candidates` that exists, else its place on PATH; undefined when absent. */
export function findExecutable(name: string, candidates: readonly string[] = []): string | undefined {
  const directories = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...candidates, ...directories.map((directory) => path.join(directory, name))].find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Stops a child this process spawned and resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
