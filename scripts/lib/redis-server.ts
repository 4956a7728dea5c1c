import { spawn } from 'node:child_process';
import { findExecutable, freePort, stopChild, waitForPort } from './local-processes';

/** The redis-server binary (Debian: apt-get install redis-server); undefined when absent. */
export const findRedisServer = () => findExecutable('redis-server');

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** A throw-away Redis on 127.0.0.1 with nothing persisted, stopped by its PID. */
export async function startRedisServer(binary: string): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port, 10_000);
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
