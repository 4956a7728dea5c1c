import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';
import type { APIRequestContext } from '@playwright/test';
import { apiSpec, shellServerSpec } from '../../scripts/lib/site-processes';
import { PORTS } from '../harness/ports';
import { deploymentDir, reconfigureService, remoteUrl, startExtraService } from '../harness/site';

const contact = { name: 'Edge Test', email: 'edge@example.org', contact: '9876543210', message: 'hello' };

test.describe('the /api edge of the shell server', () => {
  test('an oversized body is answered 413 with a message, not as a service failure', async ({ request }) => {
    const big = JSON.stringify({ ...contact, message: 'x'.repeat(2 * 1024 * 1024) });
    const response = await request.post('/api/forms/contact', { data: big, headers: { 'content-type': 'application/json' } });
    expect(response.status()).toBe(413);
    expect((await response.json()).message).toBe('The request body is too large');

    const upload = await request.post('/api/users/submit', {
      multipart: { name: 'x', aadharUpload: { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(7 * 1024 * 1024) } },
    });
    expect(upload.status()).toBe(413);
  });

  test('a body is passed on undecoded, and the backend’s own 4xx reaches the visitor', async ({ request }) => {
    const broken = await request.post('/api/forms/contact', {
      data: Buffer.from('definitely not gzip'),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(broken.status()).toBe(400);
    expect(typeof (await broken.json()).message).toBe('string');

    const compressed = await request.post('/api/forms/contact', {
      data: gzipSync(JSON.stringify(contact)),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(compressed.status()).toBeLessThan(500);

    const fine = await request.post('/api/forms/contact', { data: contact });
    expect(fine.status()).toBe(201);
  });
});

test('source maps and federation build stats are neither deployed nor served', async ({ request }) => {
  for (const app of ['shell', 'remote-public', 'remote-auth', 'remote-dashboard']) {
    const files = fs.readdirSync(deploymentDir(app), { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.map') || file.endsWith('mf-stats.json'))).toEqual([]);
    const script = files.find((file) => file.endsWith('.js'))!;
    expect(fs.readFileSync(`${deploymentDir(app)}/${script}`, 'utf8')).not.toContain('sourceMappingURL');
  }
  for (const base of [`http://localhost:${PORTS.shell}`, remoteUrl(PORTS.remotePublic), remoteUrl(PORTS.remoteAuth)]) {
    for (const file of ['mf-stats.json', 'main.js.map']) {
      expect((await request.get(`${base}/${file}`)).status(), `${base}/${file}`).toBe(404);
    }
  }
});

test.describe('the client address the backend limits by', () => {
  const shell = `http://localhost:${PORTS.limitedShell}`;
  const loginStatuses = async (request: APIRequestContext) => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await request.post(`${shell}/api/login`, {
        data: { email: `guess${attempt}@example.org`, password: 'not the password' },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      statuses.push(response.status());
    }
    return statuses;
  };

  test.beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-limited-'));
    await startExtraService({ ...apiSpec(PORTS.limitedApi, dataDir, { RATE_LIMIT_PER_IP: '3' }), name: 'limited-api' });
    const ports = { ...PORTS, shell: PORTS.limitedShell, api: PORTS.limitedApi };
    await startExtraService(shellServerSpec('limited-shell', ports, { SHELL_DIST_DIR: deploymentDir('shell') }));
  });

  test('a made-up X-Forwarded-For does not escape the per-client limit', async ({ request }) => {
    expect(await loginStatuses(request)).toEqual([401, 401, 401, 429]);
  });

  test('behind a proxy named in TRUST_PROXY, the address it forwards counts', async ({ request }) => {
    await reconfigureService('limited-shell', { TRUST_PROXY: '127.0.0.1,::1' });
    expect(await loginStatuses(request)).toEqual([401, 401, 401, 401]);
  });

  test('the backend takes https from a trusted proxy only: its sign-up cookie is Secure then, and only then', async ({ request }) => {
    const signUpCookie = async (base: string, email: string) => {
      const answer = await request.post(`${base}/api/register`, {
        data: { name: 'Edge Person', mobile: '9876543210', email, password: 'E2e-password-123' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(answer.status()).toBe(201);
      return answer.headers()['set-cookie'] ?? '';
    };
    // The site's own shell trusts no proxy: a visitor's claim of https is not passed on.
    const claimed = await signUpCookie(`http://localhost:${PORTS.shell}`, `proto-claimed-${Date.now()}@example.org`);
    expect(claimed).toMatch(/pending_signup=/);
    expect(claimed).not.toMatch(/;\s*Secure/i);
    // Behind the TRUST_PROXY set above, the proxy's https reaches the backend.
    const trusted = await signUpCookie(shell, `proto-trusted-${Date.now()}@example.org`);
    expect(trusted).toMatch(/pending_signup=[^;]*;.*Secure/i);
  });
});
