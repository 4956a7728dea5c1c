/**
 * `npm run drill:scale`: the API as it runs on more than one machine, tried for real on this one
 * (loopback only). PostgreSQL and Redis in a temporary folder, two API processes, HAProxy in
 * front; 1,000 form posts (50 at a time) and 50 uploads through the balancer while one API process is
 * killed with SIGKILL; then every acknowledged submission and upload must be stored exactly once.
 * Also: a token from one process works on the other, and a per-address limit counts across both.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SAMPLE_FILES, tailorFields, validAadhaar } from '../api/test/helpers/fixtures';
import { findHaproxy, haproxyConfig, startHaproxy } from './lib/haproxy';
import { freePort, startLoggedProcess, stopProcess, waitUntil } from './lib/local-processes';
import { findPostgresBinDir, startPostgresCluster } from './lib/postgres-cluster';
import { findRedisServer, startRedisServer } from './lib/redis-server';
import { apiSpec } from './lib/site-processes';

const POSTS = 1000;
const UPLOADS = 50;
const CONCURRENCY = 50;
const ADMIN = { email: 'admin@drill.test', password: 'Drill-admin-password-1' };

interface Outcome {
  marker: string;
  status: number;
  ms: number;
}

const results: { name: string; passed: boolean; detail: string }[] = [];
function check(name: string, passed: boolean, detail: string) {
  results.push({ name, passed, detail });
  console.log(`${passed ? 'pass' : 'FAIL'}  ${name}: ${detail}`);
}

async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok;
  } catch {
    return false;
  }
}

/** Runs `tasks` with at most `limit` in flight; `after(n)` hears each completion count. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number, after: (done: number) => void): Promise<T[]> {
  const outcomes: T[] = new Array(tasks.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      outcomes[index] = await tasks[index]();
      after(++done);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return outcomes;
}

async function timed(marker: string, send: () => Promise<Response>): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await send();
    await response.arrayBuffer();
    return { marker, status: response.status, ms: performance.now() - started };
  } catch {
    return { marker, status: 0, ms: performance.now() - started };
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

async function main() {
  const binDir = findPostgresBinDir();
  const redisBinary = findRedisServer();
  const haproxyBinary = findHaproxy();
  if (!binDir || !redisBinary || !haproxyBinary) {
    throw new Error('The drill needs PostgreSQL, redis-server and haproxy (Debian: apt-get install postgresql redis-server haproxy)');
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'drill-scale-'));
  const stops: (() => Promise<void> | void)[] = [];
  const pids: number[] = [];
  try {
    const postgres = await startPostgresCluster(binDir);
    stops.push(() => postgres.stop());
    const redis = await startRedisServer(redisBinary);
    stops.push(() => redis.stop());

    const shared = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATA_KEY: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_FORMS_PER_IP: '100000',
      RATE_LIMIT_UPLOADS_PER_IP: '100000',
      RATE_LIMIT_PER_ADDRESS: '5',
    };
    const apiPorts = [await freePort(), await freePort()];
    const exited = new Set<number>();
    apiPorts.forEach((port, index) => {
      // The first process also creates the admin; both migrate the same database at once.
      const env = index === 0 ? { ...shared, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : shared;
      const spec = { ...apiSpec(port, path.join(work, `api-${index + 1}`), env), name: `api-${index + 1}` };
      pids.push(startLoggedProcess(spec, work, () => exited.add(index)));
    });
    stops.push(() => pids.forEach(stopProcess));
    await waitUntil(async () => (await Promise.all(apiPorts.map(ready))).every(Boolean), `API processes not ready (logs in ${work})`, 60_000);

    const balancerPort = await freePort();
    const haproxy = startHaproxy(haproxyBinary, work, haproxyConfig(balancerPort, apiPorts));
    stops.push(() => haproxy.stop());
    const site = `http://127.0.0.1:${balancerPort}`;
    await waitUntil(() => ready(balancerPort), 'the balancer does not answer', 20_000);

    const [a, b] = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    const login = (base: string, password: string, email = ADMIN.email) =>
      fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

    const token = ((await (await login(b, ADMIN.password)).json()) as { token: string }).token;
    const me = await fetch(`${a}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    check('a token from one process works on the other', me.status === 200, `login on process 2, /api/me on process 1: ${me.status}`);

    const guesses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) guesses.push((await login(attempt % 2 ? b : a, 'wrong password', 'nobody@drill.test')).status);
    const expected = [401, 401, 401, 401, 401, 429, 429];
    check('the per-address limit counts across both processes', guesses.join() === expected.join(), `alternating processes: ${guesses.join(' ')}`);

    const run = randomBytes(4).toString('hex');
    const posts = Array.from({ length: POSTS }, (_, i) => () => {
      const marker = `drill-${run}-post-${i}`;
      const body = JSON.stringify({ name: 'Drill Visitor', email: `visitor${i}@drill.test`, contact: '9876543210', message: marker });
      return timed(marker, () => fetch(`${site}/api/forms/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
    });
    const uploads = Array.from({ length: UPLOADS }, (_, i) => () => {
      const marker = `Drill Upload ${run} ${i}`;
      const form = new FormData();
      const fields = tailorFields({ name: marker, aadharNumber: validAadhaar(`${2 + (i % 8)}${String(10_000_000_00 + i).padStart(10, '0')}`) });
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('aadharUpload', new Blob([SAMPLE_FILES.png], { type: 'image/png' }), 'aadhaar.png');
      return timed(marker, () => fetch(`${site}/api/users/submit`, { method: 'POST', body: form }));
    });

    let killedAt = 0;
    const started = performance.now();
    const [postOutcomes, uploadOutcomes] = await Promise.all([
      pool(posts, CONCURRENCY, (done) => {
        if (done === Math.floor(POSTS * 0.4)) {
          process.kill(pids[1], 'SIGKILL');
          killedAt = done;
        }
      }),
      pool(uploads, 5, () => undefined),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const killed = killedAt > 0 && (await waitUntil(async () => exited.has(1), 'still running', 5000).then(() => true, () => false));
    check('one API process was killed mid-way', killed, `SIGKILL after ${killedAt} posts`);

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const stored = (await client.query("SELECT data::json->>'message' AS marker FROM submissions WHERE kind = 'contact'")).rows.map((row) => row.marker as string);
    const storedUploads = (
      await client.query(
        "SELECT s.data::json->>'name' AS marker, u.content IS NOT NULL AS has_content FROM submissions s JOIN uploads u ON u.id = s.upload_id WHERE s.kind = 'tailor-machine'",
      )
    ).rows as { marker: string; has_content: boolean }[];
    const orphanUploads = Number((await client.query('SELECT count(*) AS n FROM uploads u WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.upload_id = u.id)')).rows[0].n);
    await client.end();

    const tally = (markers: string[]) => markers.reduce((counts, marker) => counts.set(marker, (counts.get(marker) ?? 0) + 1), new Map<string, number>());
    const postCounts = tally(stored);
    const ackedPosts = postOutcomes.filter((outcome) => outcome.status === 201);
    const lostPosts = ackedPosts.filter((outcome) => postCounts.get(outcome.marker) !== 1);
    const twice = [...postCounts.values()].filter((count) => count > 1).length;
    console.log(
      `posts: ${POSTS} sent, ${ackedPosts.length} acknowledged, ${stored.length} stored, ${lostPosts.length} lost, ${twice} stored twice; ` +
        `${(POSTS / seconds).toFixed(0)} posts/s, p50 ${percentile(postOutcomes.map((o) => o.ms), 50).toFixed(0)} ms, p99 ${percentile(postOutcomes.map((o) => o.ms), 99).toFixed(0)} ms`,
    );
    check('every acknowledged form post is stored exactly once', lostPosts.length === 0 && twice === 0 && ackedPosts.length > 0, `${ackedPosts.length} acknowledged, ${lostPosts.length} lost, ${twice} twice`);

    const uploadCounts = tally(storedUploads.map((row) => row.marker));
    const ackedUploads = uploadOutcomes.filter((outcome) => outcome.status === 201);
    const lostUploads = ackedUploads.filter((outcome) => uploadCounts.get(outcome.marker) !== 1);
    const withoutContent = storedUploads.filter((row) => !row.has_content).length;
    console.log(`uploads: ${UPLOADS} sent, ${ackedUploads.length} acknowledged, ${storedUploads.length} stored, ${lostUploads.length} lost, ${orphanUploads} documents without a request`);
    check(
      'every acknowledged upload is stored exactly once, with its document, and no document is left without its request',
      lostUploads.length === 0 && withoutContent === 0 && orphanUploads === 0 && ackedUploads.length > 0,
      `${ackedUploads.length} acknowledged, ${lostUploads.length} lost, ${withoutContent} without content, ${orphanUploads} orphans`,
    );
  } finally {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch {
        // Already stopped.
      }
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((result) => !result.passed).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
