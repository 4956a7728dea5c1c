import { AUTH_MESSAGES, REFUSAL_MESSAGES } from 'shared-contracts';
import { ensureAdmin } from '../src/services/accounts';
import { multipart, SAMPLE_FILES, tailorFields } from './helpers/fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('rate limits', () => {
  let api: TestApp;
  const from = (ip: string, url: string, payload: object) =>
    api.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
  const statusesOf = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
    const statuses: number[] = [];
    for (const request of requests) statuses.push((await request()).statusCode);
    return statuses;
  };

  beforeAll(async () => {
    api = await startTestApp({
      backend: 'sqlite',
      rateLimit: { perIpMax: 6, perAddressMax: 3, perAddressCeiling: 8, formsPerIpMax: 3, uploadsPerIpMax: 2, windowMs: 60_000 },
    });
  });
  afterAll(() => api.close());

  test('per client: the seventh attempt within the window answers 429 with Retry-After and a message', async () => {
    const statuses = await statusesOf(
      [0, 1, 2, 3, 4, 5, 6].map((attempt) => () => from('203.0.113.1', '/api/forgot-password', { email: `ip${attempt}@example.org` })),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const limited = await from('203.0.113.1', '/api/forgot-password', { email: 'ip9@example.org' });
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in 1 minute\.$/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json().retryAfterSeconds).toBe(retryAfter);
    // Another client and another endpoint have their own budgets.
    expect((await from('203.0.113.2', '/api/forgot-password', { email: 'ip0@example.org' })).statusCode).toBe(200);
    const resend = await from('203.0.113.1', '/api/resend-otp', { email: 'ip0@example.org' });
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toEqual({ message: AUTH_MESSAGES.noSignupWaiting });
  });

  test('malformed bodies, refused before any check, do not use up the budget of a shared address', async () => {
    const malformed = await statusesOf(
      Array.from({ length: 10 }, () => () => from('203.0.113.30', '/api/login', { email: 'someone@example.org' })),
    );
    expect(malformed).toEqual(malformed.map(() => 400));
    const honest = await from('203.0.113.30', '/api/login', { email: 'someone@example.org', password: 'my password' });
    expect(honest.statusCode).toBe(401);
  });

  test('wrong passwords from many clients do not lock the owner out', async () => {
    await ensureAdmin(api.app.db, { email: 'owner@example.org', password: 'the owner passphrase' }, api.config.passwordHashing, Date.now());
    const strangers = await statusesOf(
      [1, 2, 3, 4, 5, 6, 7].map((n) => () => from(`198.51.100.${n}`, '/api/login', { email: 'owner@example.org', password: 'guess' })),
    );
    expect(strangers).toEqual([401, 401, 401, 401, 401, 401, 401]);
    const owner = await from('192.0.2.200', '/api/login', { email: 'owner@example.org', password: 'the owner passphrase' });
    expect(owner.statusCode).toBe(200);
  });

  test('one client guessing one address is stopped; all clients together stop at the ceiling', async () => {
    const guess = () => from('192.0.2.10', '/api/login', { email: 'victim@example.org', password: 'guess' });
    expect(await statusesOf([guess, guess, guess, guess])).toEqual([401, 401, 401, 429]);
    // The same client may still log in to another account: the limit is per (address, client).
    expect((await from('192.0.2.10', '/api/login', { email: 'someone@example.org', password: 'guess' })).statusCode).toBe(401);

    const many = await statusesOf(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => () => from(`192.0.2.${20 + n}`, '/api/reset-password', {
        email: 'ceiling@example.org',
        otp: '123456',
        newPassword: 'a new long passphrase',
      })),
    );
    expect(many).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
  });

  test('mail to one address is limited across all clients', async () => {
    const statuses = await statusesOf(
      [1, 2, 3, 4].map((n) => () => from(`203.0.113.${50 + n}`, '/api/forgot-password', { email: 'inbox@example.org' })),
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test("one mailbox's spellings and the three endpoints that mail a code share one limit", async () => {
    const signup = (email: string) => ({ name: 'Asha', mobile: '9876543210', email, password: 'a long sign-up passphrase' });
    const statuses = await statusesOf([
      () => from('203.0.113.61', '/api/forgot-password', { email: 'asha.devi@gmail.com' }),
      () => from('203.0.113.62', '/api/register', signup('AshaDevi+new@gmail.com')),
      () => from('203.0.113.63', '/api/forgot-password', { email: 'a.s.h.a.devi@googlemail.com' }),
      () => from('203.0.113.64', '/api/register', signup('ashadevi+again@gmail.com')),
    ]);
    expect(statuses).toEqual([200, 201, 200, 429]);
    // Another mailbox at the same provider has its own.
    expect((await from('203.0.113.64', '/api/forgot-password', { email: 'ashadevi2@gmail.com' })).statusCode).toBe(200);
  });

  test('public form posts: the fourth from one client answers 429 and is not stored', async () => {
    const contact = (n: number) => ({ name: `Flood ${n}`, email: 'flood@example.org', contact: '9876543210', message: 'hello' });
    const statuses = await statusesOf([1, 2, 3, 4].map((n) => () => from('203.0.113.80', '/api/forms/contact', contact(n))));
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await from('203.0.113.80', '/api/forms/newsletter', { email: 'flood@example.org' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many submissions/);
    expect((await from('203.0.113.81', '/api/forms/contact', contact(5))).statusCode).toBe(201);
    const stored = await api.app.db.selectFrom('submissions').select('data').where('kind', '=', 'contact').execute();
    expect(stored.filter((row) => row.data.includes('Flood'))).toHaveLength(4);
  });

  test("a form post refused for a wrong field uses none of the client's allowance", async () => {
    const refused = await statusesOf(
      Array.from({ length: 5 }, (_, n) => () => from('203.0.113.90', '/api/forms/contact', { name: `Typo ${n}`, email: 'typo@example.org', contact: '12', message: 'hello' })),
    );
    expect(refused).toEqual(refused.map(() => 400));
    const contact = (n: number) => ({ name: `Typo ${n}`, email: 'typo@example.org', contact: '9876543210', message: 'hello' });
    expect(await statusesOf([1, 2, 3, 4].map((n) => () => from('203.0.113.90', '/api/forms/contact', contact(n))))).toEqual([201, 201, 201, 429]);
  });

  test('IPv6 addresses of one /64 are one client: a household cannot take a fresh address for each post', async () => {
    const contact = (n: number) => ({ name: `Six ${n}`, email: 'six@example.org', contact: '9876543210', message: 'hello' });
    const statuses = await statusesOf(
      ['2001:db8:40:7::1', '2001:db8:40:7::2', '2001:db8:40:7:a:b:c:d', '2001:db8:40:7:ffff::9'].map((ip, n) => () => from(ip, '/api/forms/contact', contact(n))),
    );
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await from('2001:db8:40:8::1', '/api/forms/contact', contact(5))).statusCode).toBe(201);
  });

  test('uploads: the third from one client answers 429 before its body is read', async () => {
    const upload = async () => {
      const body = await multipart(tailorFields(), [{ field: 'aadharUpload', content: SAMPLE_FILES.png, type: 'image/png' }]);
      return api.app.inject({ method: 'POST', url: '/api/users/submit', ...body, headers: { ...body.headers, 'x-forwarded-for': '203.0.113.90' } });
    };
    expect(await statusesOf([upload, upload, upload])).toEqual([201, 201, 429]);
  });
});

test("a mailbox's code mails for the day, from one client and from all: beyond them, try again tomorrow", async () => {
  const api = await startTestApp({ backend: 'sqlite', rateLimit: { perAddressMax: 10, codeMailsPerAddressDailyMax: 2, codeMailsPerAddressDailyCeiling: 3 } });
  try {
    const forgot = (ip: string, email: string) =>
      api.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, headers: { 'x-forwarded-for': ip } });
    expect((await forgot('203.0.113.71', 'meena@example.org')).statusCode).toBe(200);
    expect((await forgot('203.0.113.71', 'meena+x@example.org')).statusCode).toBe(200);
    const third = await forgot('203.0.113.71', 'MEENA@example.org');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(REFUSAL_MESSAGES.tooManyCodeMails);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(10 * 60);
    // The owner, on another connection, still gets a code; many connections stop at the ceiling.
    expect((await forgot('192.0.2.80', 'meena@example.org')).statusCode).toBe(200);
    expect((await forgot('192.0.2.81', 'meena@example.org')).statusCode).toBe(429);
  } finally {
    await api.close();
  }
});

test("with TRUST_PROXY naming a balancer, the site's server on this machine is still believed, and a stranger's header is not", async () => {
  const api = await startTestApp({ backend: 'sqlite', env: { TRUST_PROXY: '10.0.0.5' }, rateLimit: { perIpMax: 1 } });
  try {
    const forgot = (remoteAddress: string, forwardedFor: string) =>
      api.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'asha@example.org' }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    // Two visitors through the site's server on loopback: each their own allowance.
    expect((await forgot('127.0.0.1', '203.0.113.10')).statusCode).toBe(200);
    expect((await forgot('127.0.0.1', '203.0.113.11')).statusCode).toBe(200);
    expect((await forgot('10.0.0.5', '203.0.113.12')).statusCode).toBe(200);
    // A peer not named counts as itself, whatever it claims.
    expect((await forgot('198.51.100.7', '203.0.113.13')).statusCode).toBe(200);
    expect((await forgot('198.51.100.7', '203.0.113.14')).statusCode).toBe(429);
  } finally {
    await api.close();
  }
});
