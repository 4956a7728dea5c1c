import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/local-processes';
import { multipart, SAMPLE_FILES, tailorFields } from './helpers/fixtures';

const API_DIR = path.join(__dirname, '..');
const ADMIN = { email: 'durable-admin@example.org', password: 'admin password 1' };

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

/** The real entry point as one child process, the way `npm start` runs it (so a signal reaches the server itself). */
async function startServer(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '', SMTP_URL: '', RATE_LIMIT_FORMS_PER_IP: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function allContactMessages(base: string): Promise<Set<string>> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const messages = new Set<string>();
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${base}/api/admin/submissions/contact?page=${page}&pageSize=100`, { headers: { authorization: `Bearer ${token}` } });
    const { items } = (await response.json()) as { items: { data: { message: string } }[] };
    items.forEach((item) => messages.add(item.data.message));
    if (items.length < 100) return messages;
  }
}

describe('durability and shutdown of the real server (SQLite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-durability-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('every acknowledged submission survives kill -9', async () => {
    const port = await freePort();
    const server = await startServer(dataDir, port);
    const acknowledged: string[] = [];
    let tailorAcknowledged = 0;
    const posts = Array.from({ length: 300 }, async (_, index) => {
      const message = `durable message ${index}`;
      try {
        const response = await fetch(`${server.base}/api/forms/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Durable', email: 'durable@example.org', contact: '9876543210', message }),
        });
        if (response.status === 201) acknowledged.push(message);
      } catch {
        // the server was killed mid-request: not acknowledged, so no promise was made
      }
    });
    const uploads = Array.from({ length: 10 }, async () => {
      const body = await multipart(tailorFields(), [{ field: 'aadharUpload', content: SAMPLE_FILES.pdf }]);
      try {
        const response = await fetch(`${server.base}/api/users/submit`, { method: 'POST', headers: body.headers, body: new Uint8Array(body.payload) });
        if (response.status === 201) tailorAcknowledged += 1;
      } catch {
        // killed mid-request
      }
    });
    // Kill as soon as a good share has been acknowledged, while others are still in flight.
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 1));
    server.child.kill('SIGKILL');
    await Promise.all([...posts, ...uploads, server.exited]);

    const restarted = await startServer(dataDir, port);
    try {
      const stored = await allContactMessages(restarted.base);
      expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
      const viewData = await (await fetch(`${restarted.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json() as { token: string };
      const tailor = await (await fetch(`${restarted.base}/api/admin/view-data`, { headers: { authorization: `Bearer ${viewData.token}` } })).json() as { data: unknown[] };
      expect(tailor.data.length).toBeGreaterThanOrEqual(tailorAcknowledged);
    } finally {
      restarted.child.kill('SIGKILL');
      await restarted.exited;
    }
  });

  test('SIGTERM lets requests in flight finish, then exits cleanly', async () => {
    const server = await startServer(dataDir, await freePort());
    const inFlight = Array.from({ length: 50 }, (_, index) =>
      fetch(`${server.base}/api/forms/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `graceful${index}@example.org` }),
      }).then((response) => response.status, () => 'refused'),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    // Each request was either answered normally or never accepted; none was cut off with a 5xx.
    statuses.forEach((status) => expect([201, 503, 'refused']).toContain(status));
    expect(await server.exited).toBe(0);
  });
});
