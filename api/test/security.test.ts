import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot, loadConfig } from '../src/config';
import { codeMatches, generateCode, hashCode } from '../src/security/codes';
import { decrypt, encrypt } from '../src/security/encryption';
import { detectDocumentType } from '../src/security/file-signature';
import { mailboxOf } from '../src/security/mailbox';
import { maskDigits } from '../src/security/masking';
import { hashPassword, verifyPassword } from '../src/security/passwords';
import { loadSecrets } from '../src/security/secrets';
import { SAMPLE_FILES } from './helpers/fixtures';

describe('security building blocks', () => {
  test('AES-256-GCM round-trips and refuses tampering or another row', () => {
    const key = randomBytes(32);
    const sealed = encrypt('234567890124', key, 'row-1');
    expect(sealed).not.toContain('234567890124');
    expect(decrypt(sealed, key, 'row-1')).toBe('234567890124');
    expect(() => decrypt(sealed, key, 'row-2')).toThrow();
    expect(() => decrypt(sealed, randomBytes(32), 'row-1')).toThrow();
    const flipped = `v1:${Buffer.from(Buffer.from(sealed.slice(3), 'base64url').map((byte, index) => (index === 30 ? byte ^ 1 : byte))).toString('base64url')}`;
    expect(() => decrypt(flipped, key, 'row-1')).toThrow();
  });

  test('addresses that reach one mailbox share one allowance of mail', () => {
    expect(mailboxOf(' Asha.Devi+Forms@Gmail.com ')).toBe('ashadevi@gmail.com');
    expect(mailboxOf('asha.devi@googlemail.com')).toBe('ashadevi@gmail.com');
    expect(mailboxOf('asha.devi+x@example.org')).toBe('asha.devi@example.org');
  });

  test('STAFF_EMAIL and SITE_URL are checked at start, so a digest cannot go nowhere or link nowhere', () => {
    expect(loadConfig({ STAFF_EMAIL: 'staff@example.org', SITE_URL: 'https://gondia.example.org/' })).toMatchObject({
      staffEmail: 'staff@example.org',
      siteUrl: 'https://gondia.example.org',
    });
    expect(() => loadConfig({ STAFF_EMAIL: 'staff, office@example.org' })).toThrow(/STAFF_EMAIL/);
    expect(() => loadConfig({ SITE_URL: 'gondia.example.org' })).toThrow(/SITE_URL/);
  });

  test('masking keeps the last four digits only, separators in place', () => {
    expect(maskDigits('234567890124')).toBe('XXXXXXXX0124');
    expect(maskDigits('1234 5678 9012')).toBe('XXXX XXXX 9012');
  });

  test('masking leaves an already masked value and short values as they are', () => {
    expect(maskDigits('XXXXXXXX0124')).toBe('XXXXXXXX0124');
    expect(maskDigits('123')).toBe('123');
  });

  test('codes are six digits and stored as a keyed hash', () => {
    const key = randomBytes(32);
    const codes = Array.from({ length: 200 }, generateCode);
    codes.forEach((code) => expect(code).toMatch(/^\d{6}$/));
    expect(new Set(codes).size).toBeGreaterThan(190);
    const stored = hashCode('012345', key);
    expect(stored).not.toContain('012345');
    expect(codeMatches('012345', stored, key)).toBe(true);
    expect(codeMatches('012346', stored, key)).toBe(false);
    expect(codeMatches('012345', stored, randomBytes(32))).toBe(false);
  });

  test('production password hashing uses OWASP scrypt parameters', async () => {
    const { passwordHashing } = loadConfig({});
    expect(passwordHashing).toEqual({ logN: 15, r: 8, p: 3 });
    const stored = await hashPassword('a long passphrase', passwordHashing);
    expect(stored).toMatch(/^scrypt\$15\$8\$3\$/);
    await expect(verifyPassword('a long passphrase', stored)).resolves.toBe(true);
    await expect(verifyPassword('a long passphrasE', stored)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'not-a-hash')).resolves.toBe(false);
  });

  test('documents are recognised by their bytes', () => {
    expect(detectDocumentType(SAMPLE_FILES.jpeg)).toBe('image/jpeg');
    expect(detectDocumentType(SAMPLE_FILES.png)).toBe('image/png');
    expect(detectDocumentType(SAMPLE_FILES.webp)).toBe('image/webp');
    expect(detectDocumentType(SAMPLE_FILES.pdf)).toBe('application/pdf');
    expect(detectDocumentType(SAMPLE_FILES.gif)).toBeUndefined();
    expect(detectDocumentType(Buffer.alloc(0))).toBeUndefined();
  });

  test('secrets: JWT_SECRET must be 32 bytes; generated secrets persist in the data folder', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-secrets-'));
    try {
      expect(() => loadSecrets({ dataDir, jwtSecret: 'too short' })).toThrow(/32 bytes/);
      expect(() => loadSecrets({ dataDir, dataKey: 'abcd' })).toThrow(/DATA_KEY/);
      const first = loadSecrets({ dataDir });
      const second = loadSecrets({ dataDir });
      expect(second.jwtKey.equals(first.jwtKey)).toBe(true);
      expect(second.dataKey.equals(first.dataKey)).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'data-key')).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('outside development the keys must come from the environment, never generated into the data folder', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-secrets-'));
    try {
      expect(loadConfig({ NODE_ENV: 'production' }).secretsRequiredBecause).toMatch(/NODE_ENV/);
      expect(loadConfig({ NODE_ENV: 'staging' }).secretsRequiredBecause).toMatch(/NODE_ENV/);
      expect(loadConfig({}).secretsRequiredBecause).toBeUndefined();
      expect(loadConfig({ NODE_ENV: 'test' }).secretsRequiredBecause).toBeUndefined();
      const required = 'NODE_ENV is production';
      expect(() => loadSecrets({ dataDir, requiredBecause: required })).toThrow(/^JWT_SECRET and DATA_KEY must be set: NODE_ENV is production/);
      expect(() => loadSecrets({ dataDir, jwtSecret: 'j'.repeat(32), requiredBecause: required })).toThrow(/^DATA_KEY must be set/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
      const given = loadSecrets({ dataDir, jwtSecret: 'j'.repeat(32), dataKey: 'a'.repeat(64), requiredBecause: required });
      expect(given.dataKey.toString('hex')).toBe('a'.repeat(64));
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('with DATABASE_URL the API refuses to start without JWT_SECRET and DATA_KEY, even in development', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-secrets-'));
    try {
      const env = { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: 'postgres://127.0.0.1:9/none', API_PORT: '0' };
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(__dirname, '..'),
        env,
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(started.status).not.toBe(0);
      expect(started.stderr + started.stdout).toMatch(/JWT_SECRET and DATA_KEY must be set: DATABASE_URL is set/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('DATA_DIR defaults to ./data at the repository root, from any workspace', () => {
    const root = findRepoRoot(__dirname);
    expect(fs.existsSync(path.join(root, 'api', 'package.json'))).toBe(true);
    expect(loadConfig({}, path.join(root, 'api')).dataDir).toBe(path.join(root, 'data'));
    expect(loadConfig({ DATA_DIR: 'elsewhere' }, path.join(root, 'api')).dataDir).toBe(path.join(root, 'elsewhere'));
  });
});
