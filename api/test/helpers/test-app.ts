import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config, type PasswordHashingConfig, type RateLimitConfig } from '../../src/config';
import { SmtpReceiver } from './smtp-receiver';

export type Backend = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when the run started a cluster (see global-setup). */
export function backends(): Backend[] {
  return process.env.TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fresh database on the run's cluster, dropped again by the returned function. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_POSTGRES_URL!;
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Requests as one browser would make them: its own cookies, and its own address when given. */
export interface Client {
  post(url: string, payload: unknown, token?: string): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  put(url: string, payload: unknown, token?: string): Promise<LightMyRequestResponse>;
  delete(url: string, token?: string): Promise<LightMyRequestResponse>;
}

/** The test app itself is one browser; `browser()` makes another (a stranger, another device). */
export interface TestApp extends Client {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  databaseUrl?: string;
  /** Moves the server's clock (code expiry, cooldowns) forward. */
  advanceClock(ms: number): void;
  browser(options?: { ip?: string }): Client;
  close(): Promise<void>;
}

export interface TestAppOptions {
  backend: Backend;
  mail?: SmtpReceiver;
  rateLimit?: Partial<RateLimitConfig>;
  env?: NodeJS.ProcessEnv;
  /** Runs on the empty data folder and database before the app opens them (e.g. an older schema). */
  beforeStart?: (storage: { dataDir: string; databaseUrl?: string }) => Promise<void>;
  logger?: FastifyServerOptions['logger'];
  /** scrypt cost; cheap by default to keep the suite fast. */
  passwordHashing?: PasswordHashingConfig;
}

const authHeader = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

function cookieJarClient(app: FastifyInstance, ip?: string): Client {
  const jar = new Map<string, string>();
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, token?: string) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url,
      payload: payload as object | undefined,
      remoteAddress: ip,
      headers: { ...authHeader(token), ...(cookie ? { cookie } : {}) },
    });
    for (const { name, value, maxAge, expires } of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = maxAge === 0 || (expires !== undefined && expires.getTime() <= Date.now()) || value === '';
      if (cleared) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    post: (url, payload, token) => send('POST', url, payload, token),
    get: (url, token) => send('GET', url, undefined, token),
    put: (url, payload, token) => send('PUT', url, payload, token),
    delete: (url, token) => send('DELETE', url, undefined, token),
  };
}

export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-data-'));
  const database = options.backend === 'postgres' ? await createPostgresDatabase() : undefined;
  await options.beforeStart?.({ dataDir, databaseUrl: database?.url });
  const base = loadConfig(options.env ?? {});
  const config: Config = {
    ...base,
    dataDir,
    databaseUrl: database?.url,
    smtpUrl: options.mail?.url,
    // Cheap hashing keeps the suite fast; production cost is checked in a unit test.
    passwordHashing: options.passwordHashing ?? { logN: 10, r: 8, p: 1 },
    // Off unless a test asks for limits; the rate-limit suite turns them on.
    rateLimit: {
      perIpMax: 0,
      perAddressMax: 0,
      perAddressCeiling: 0,
      codeMailsPerAddressDailyMax: 0,
      codeMailsPerAddressDailyCeiling: 0,
      formsPerIpMax: 0,
      uploadsPerIpMax: 0,
      acknowledgementsPerAddressMax: 0,
      acknowledgementsPerIpMax: 0,
      windowMs: 60_000,
      ...options.rateLimit,
    },
  };
  let offset = 0;
  const app = await buildApp(config, { logger: options.logger ?? false, now: () => Date.now() + offset });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    databaseUrl: database?.url,
    advanceClock: (ms) => {
      offset += ms;
    },
    ...cookieJarClient(app),
    browser: (browserOptions = {}) => cookieJarClient(app, browserOptions.ip),
    async close() {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface MailSuite {
  readonly api: TestApp;
  readonly mail: SmtpReceiver;
  /** A new address for each call: `<prefix><n>@example.org`. */
  freshEmail(): string;
}

/**
 * For a describe block: a test app on `backend` whose mail goes to a real SMTP receiver, started
 * before the block's tests and closed after them.
 */
export function useAppWithMail(backend: Backend, prefix = 'person'): MailSuite {
  let api: TestApp | undefined;
  let mail: SmtpReceiver | undefined;
  let counter = 0;
  beforeAll(async () => {
    mail = await new SmtpReceiver().start();
    api = await startTestApp({ backend, mail });
  });
  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });
  return {
    get api() {
      return api!;
    },
    get mail() {
      return mail!;
    },
    freshEmail: () => `${prefix}${(counter += 1)}@example.org`,
  };
}
