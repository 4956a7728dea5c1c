/**
 * Load test against a production start on 127.0.0.1: form posts (contact, newsletter) and login.
 * Starts its own server on a free port with a throw-away SQLite data folder (or DATABASE_URL if set).
 *
 *   npm run bench -w api            # 10 s per scenario
 *   BENCH_SECONDS=30 npm run bench -w api
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { REQUEST_KEY_HEADER } from 'shared-contracts';
import { freePort } from '../../scripts/lib/local-processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN = { email: 'bench-admin@example.org', password: 'bench password 1' };

async function waitForHealth(base: string): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

interface Scenario {
  title: string;
  path: string;
  connections: number;
  body: () => object;
  /** Headers of each request beside its content type, such as a form entry's key. */
  headers?: () => Record<string, string>;
}

async function run(base: string, scenario: Scenario) {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    method: 'POST',
    connections: scenario.connections,
    duration: SECONDS,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...scenario.headers?.() }, body: JSON.stringify(scenario.body()) }),
      },
    ],
  });
  const line = [
    scenario.title.padEnd(28),
    `${Math.round(result.requests.average).toString().padStart(6)} req/s`,
    `p50 ${result.latency.p50} ms`,
    `p99 ${result.latency.p99} ms`,
    `non-2xx ${result.non2xx}`,
    `errors ${result.errors + result.timeouts}`,
  ].join('  ');
  console.log(line);
  return result;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to generate its keys; the benchmark's throw-away ones are made here.
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_KEY: randomBytes(32).toString('hex'),
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // One client hammering login and the forms would otherwise be (rightly) rate limited.
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_ADDRESS: '0',
      RATE_LIMIT_PER_ADDRESS_CEILING: '0',
      RATE_LIMIT_FORMS_PER_IP: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base);
    console.log(`Benchmark: ${SECONDS} s per scenario, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${os.cpus().length} cores\n`);
    let serial = 0;
    await run(base, {
      title: 'POST /api/forms/contact',
      path: '/api/forms/contact',
      connections: 20,
      body: () => ({ name: 'Bench', email: 'bench@example.org', contact: '9876543210', message: `Load test ${(serial += 1)}` }),
    });
    await run(base, {
      // As the browser sends them: each entry with a key of its own.
      title: 'POST /api/forms/contact, keyed',
      path: '/api/forms/contact',
      connections: 20,
      body: () => ({ name: 'Bench', email: 'bench@example.org', contact: '9876543210', message: `Load test ${(serial += 1)}` }),
      headers: () => ({ [REQUEST_KEY_HEADER]: randomBytes(16).toString('hex') }),
    });
    await run(base, {
      title: 'POST /api/forms/newsletter',
      path: '/api/forms/newsletter',
      connections: 20,
      body: () => ({ email: `reader${(serial += 1)}@example.org` }),
    });
    await run(base, { title: 'POST /api/login (scrypt)', path: '/api/login', connections: 4, body: () => ADMIN });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
