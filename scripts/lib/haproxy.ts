import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findExecutable, stopChild } from './local-processes';

/** The haproxy binary (Debian: apt-get install haproxy, in /usr/sbin); undefined when absent. */
export const findHaproxy = () => findExecutable('haproxy', ['/usr/sbin/haproxy']);

/**
 * A load balancer on 127.0.0.1:`port` in front of the API processes: round robin, traffic only to
 * a process whose /api/ready answers 200, the client's address in X-Forwarded-For, and a request
 * whose connection was refused sent to the other process (nothing of it reached the first).
 */
export function haproxyConfig(port: number, backendPorts: readonly number[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 2',
    '  option redispatch',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    ...backendPorts.map((backendPort, index) => `  server api${index + 1} 127.0.0.1:${backendPort} check inter 500 fall 2 rise 2`),
    '',
  ].join('\n');
}

export interface RunningHaproxy {
  stop(): Promise<void>;
}

export function startHaproxy(binary: string, dir: string, config: string): RunningHaproxy {
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', fs.openSync(path.join(dir, 'haproxy.log'), 'a')] });
  return { stop: () => stopChild(child) };
}
