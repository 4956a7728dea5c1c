import fs from 'node:fs';
import path from 'node:path';
import siteMap from 'shared-contracts/site-map.json';
import { emailField } from 'shared-contracts';
import { backendTrustedProxiesFrom, type TrustedProxies } from 'shared-contracts/trust-proxy';

export interface RateLimitConfig {
  /** Requests one client address may make to one auth endpoint per window. */
  perIpMax: number;
  /**
   * Requests for one e-mail address from one client, per auth endpoint per window; also the limit
   * for one mailbox across all clients and the endpoints that send it mail.
   */
  perAddressMax: number;
  /** Requests for one e-mail address across all clients on login, verify and reset, per window. */
  perAddressCeiling: number;
  /** Requests that mail a code to one mailbox per day from one client, across the three endpoints that send one. */
  codeMailsPerAddressDailyMax: number;
  /** The same across all clients: a stranger cannot stop the owner's codes from their own connection, and many clients stop here. */
  codeMailsPerAddressDailyCeiling: number;
  /** Public form posts one client may make per window. */
  formsPerIpMax: number;
  /** Document uploads one client may make per window. */
  uploadsPerIpMax: number;
  /** Thank-you mails to one mailbox per day, across all clients: the forms cannot be used to flood a mailbox. */
  acknowledgementsPerAddressMax: number;
  /** Thank-you mails one client may cause per day, whatever the addresses. */
  acknowledgementsPerIpMax: number;
  windowMs: number;
}

/** scrypt cost; the defaults are one of OWASP's recommended settings (N=2^15, r=8, p=3, 32 MiB). */
export interface PasswordHashingConfig {
  logN: number;
  r: number;
  p: number;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Where the API processes share their rate-limit counters; unset: in this process's memory. */
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  dataKey?: string;
  /**
   * Why JWT_SECRET and DATA_KEY must come from the environment; unset only in development and
   * tests on SQLite, where missing keys are generated into the data folder.
   */
  secretsRequiredBecause?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Where the staff's digest of new submissions goes; unset: no digest. */
  staffEmail?: string;
  /** The site's public address, for links in mails (the dashboard). */
  siteUrl: string;
  logLevel: string;
  /** Fastify's trustProxy: which peers may tell us the client address in X-Forwarded-For (loopback always). */
  trustProxy: TrustedProxies;
  rateLimit: RateLimitConfig;
  passwordHashing: PasswordHashingConfig;
}

export const DEFAULT_MAIL_FROM = '"Gondia Gramin Vikas Foundation" <no-reply@localhost>';

/** The folder holding the workspaces' root package.json, so `./data` means the same from any workspace. */
export function findRepoRoot(start: string): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (pkg.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function staffEmail(env: NodeJS.ProcessEnv): string | undefined {
  const address = optional(env, 'STAFF_EMAIL');
  if (address && !emailField.safeParse(address).success) throw new Error(`STAFF_EMAIL must be one e-mail address, got "${address}"`);
  return address;
}

/** The site's public address, checked: a digest's dashboard link must lead somewhere. */
function siteUrl(env: NodeJS.ProcessEnv): string {
  const address = optional(env, 'SITE_URL') ?? `http://localhost:${siteMap.shell.defaultPort}`;
  if (!URL.canParse(address) || !/^https?:$/.test(new URL(address).protocol)) {
    throw new Error(`SITE_URL must be the site's address with http:// or https://, got "${address}"`);
  }
  return address.replace(/\/+$/, '');
}

function secretsRequiredBecause(env: NodeJS.ProcessEnv): string | undefined {
  if (!['', 'development', 'test'].includes(env.NODE_ENV ?? '')) {
    return 'NODE_ENV is not development or test, and keys generated next to the data would protect nothing if the data folder leaked';
  }
  if (optional(env, 'DATABASE_URL')) {
    return 'DATABASE_URL is set, and every API process sharing that database needs the same keys (one generated into one machine\'s data folder cannot serve the others)';
  }
  return undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const root = findRepoRoot(cwd);
  return {
    host: env.API_HOST || '127.0.0.1',
    port: integer(env, siteMap.api.portVariable, siteMap.api.defaultPort),
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    redisUrl: optional(env, 'REDIS_URL'),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    jwtSecret: optional(env, 'JWT_SECRET'),
    dataKey: optional(env, 'DATA_KEY'),
    secretsRequiredBecause: secretsRequiredBecause(env),
    adminEmail: optional(env, 'ADMIN_EMAIL'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    staffEmail: staffEmail(env),
    siteUrl: siteUrl(env),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: backendTrustedProxiesFrom(env.TRUST_PROXY),
    rateLimit: {
      perIpMax: integer(env, 'RATE_LIMIT_PER_IP', 30),
      perAddressMax: integer(env, 'RATE_LIMIT_PER_ADDRESS', 10),
      perAddressCeiling: integer(env, 'RATE_LIMIT_PER_ADDRESS_CEILING', 100),
      codeMailsPerAddressDailyMax: integer(env, 'RATE_LIMIT_CODE_MAILS_PER_ADDRESS', 20),
      codeMailsPerAddressDailyCeiling: integer(env, 'RATE_LIMIT_CODE_MAILS_PER_ADDRESS_CEILING', 60),
      formsPerIpMax: integer(env, 'RATE_LIMIT_FORMS_PER_IP', 30),
      uploadsPerIpMax: integer(env, 'RATE_LIMIT_UPLOADS_PER_IP', 10),
      acknowledgementsPerAddressMax: integer(env, 'RATE_LIMIT_ACKNOWLEDGEMENTS_PER_ADDRESS', 3),
      acknowledgementsPerIpMax: integer(env, 'RATE_LIMIT_ACKNOWLEDGEMENTS_PER_IP', 20),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 10 * 60 * 1000),
    },
    passwordHashing: { logN: 15, r: 8, p: 3 },
  };
}
