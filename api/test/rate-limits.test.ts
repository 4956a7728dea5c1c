import { startTestApp, type TestApp } from './helpers/test-app';

describe('rate limits on the auth endpoints', () => {
  let api: TestApp;
  const from = (ip: string, url: string, payload: object) =>
    api.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    api = await startTestApp({ backend: 'sqlite', rateLimit: { perIpMax: 3, perAddressMax: 5, windowMs: 60_000 } });
  });
  afterAll(() => api.close());

  test('per client IP: the fourth attempt within the window answers 429 with a message', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await from('203.0.113.1', '/api/forgot-password', { email: `ip${attempt}@example.org` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await from('203.0.113.1', '/api/forgot-password', { email: 'ip9@example.org' });
    expect(limited.json().message).toMatch(/Too many attempts/);
    // Another client and another endpoint have their own budgets.
    expect((await from('203.0.113.2', '/api/forgot-password', { email: 'ip0@example.org' })).statusCode).toBe(200);
    expect((await from('203.0.113.1', '/api/resend-otp', { email: 'ip0@example.org' })).statusCode).toBe(200);
  });

  test('per e-mail address, whichever IP the attempts come from', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await from(`198.51.100.${attempt}`, '/api/login', { email: 'Target@example.org', password: 'wrong password' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test('verify and register are limited as well', async () => {
    for (const url of ['/api/verify-otp', '/api/register']) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await from('192.0.2.7', url, { email: `r${attempt}@example.org`, otp: '123456' })).statusCode);
      }
      expect(statuses[3]).toBe(429);
    }
  });
});
