import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import type { Kysely } from 'kysely';
import { loadSecrets } from '../src/security/secrets';
import { adminToken, logIn, PASSWORD, signUp } from './helpers/accounts';
import { atMigration } from './helpers/older-schema';
import { backends, startTestApp, useAppWithMail, type TestApp } from './helpers/test-app';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe.each(backends())('ending sessions on %s', (backend) => {
  const suite = useAppWithMail(backend, 'session');
  const { freshEmail } = suite;

  test('a password reset ends the sessions issued before it; a login right after works', async () => {
    const email = freshEmail();
    const phone = await signUp(suite.api, suite.mail, email);
    const laptop = await logIn(suite.api, email);
    expect((await suite.api.get('/api/me', phone)).statusCode).toBe(200);

    await suite.api.post('/api/forgot-password', { email });
    const otp = await suite.mail.nextCode(email);
    expect((await suite.api.post('/api/reset-password', { email, otp, newPassword: 'a completely new passphrase' })).statusCode).toBe(200);

    for (const old of [phone, laptop]) {
      const refused = await suite.api.get('/api/me', old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toMatch(/session has ended/);
    }
    const fresh = await logIn(suite.api, email, 'a completely new passphrase');
    expect((await suite.api.get('/api/me', fresh)).statusCode).toBe(200);
  });

  test("a reset on a machine whose clock runs behind still ends the tokens another machine issued", async () => {
    const email = freshEmail();
    await signUp(suite.api, suite.mail, email);
    const fromAhead = await logIn(suite.api, email);
    // The next request is handled by a machine whose clock is 30 s behind the one that issued the token.
    suite.api.advanceClock(-30_000);
    await suite.api.post('/api/forgot-password', { email });
    const otp = await suite.mail.nextCode(email);
    expect((await suite.api.post('/api/reset-password', { email, otp, newPassword: 'a skewed clock passphrase' })).statusCode).toBe(200);
    suite.api.advanceClock(30_000);

    const refused = await suite.api.get('/api/me', fromAhead);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/session has ended/);
    expect((await suite.api.get('/api/me', await logIn(suite.api, email, 'a skewed clock passphrase'))).statusCode).toBe(200);
  });

  test("logging out ends that token on the server, not the same account's other sessions", async () => {
    const email = freshEmail();
    const phone = await signUp(suite.api, suite.mail, email);
    const laptop = await logIn(suite.api, email);
    expect(claimsOf(phone).jti).not.toBe(claimsOf(laptop).jti);

    const logout = await suite.api.post('/api/logout', undefined, phone);
    expect(logout.statusCode).toBe(204);
    const copied = await suite.api.get('/api/me', phone);
    expect(copied.statusCode).toBe(401);
    expect(copied.json().message).toMatch(/log in again/);
    expect((await suite.api.get('/api/me', laptop)).statusCode).toBe(200);
    // Again, or without a token, or with a broken one: nothing to end, nothing to tell.
    for (const token of [phone, undefined, 'not-a-token']) expect((await suite.api.post('/api/logout', undefined, token)).statusCode).toBe(204);
  });

  test('a role change ends the sessions carrying the old role; the next login carries the new one', async () => {
    const admin = await adminToken(suite.api);
    const email = freshEmail();
    const token = await signUp(suite.api, suite.mail, email);
    const { sub } = claimsOf(token);

    expect((await suite.api.put(`/api/admin/users/${sub}/role`, { role: 'user' }, admin)).statusCode).toBe(200);
    expect((await suite.api.get('/api/me', token)).statusCode).toBe(200);

    expect((await suite.api.put(`/api/admin/users/${sub}/role`, { role: 'admin' }, admin)).statusCode).toBe(200);
    expect((await suite.api.get('/api/me', token)).statusCode).toBe(401);
    expect((await suite.api.get('/api/admin/users', token)).statusCode).toBe(401);
    const promoted = await logIn(suite.api, email, PASSWORD);
    expect(claimsOf(promoted).role).toBe('admin');
    expect((await suite.api.get('/api/admin/users', promoted)).statusCode).toBe(200);

    // Demoted again: the admin token it held is refused at once, not only after it expires.
    expect((await suite.api.put(`/api/admin/users/${sub}/role`, { role: 'volunteer' }, admin)).statusCode).toBe(200);
    expect((await suite.api.get('/api/admin/users', promoted)).statusCode).toBe(401);
  });
});

describe.each(backends())('tokens from before session versions, on %s', (backend) => {
  const ended = { id: randomUUID(), email: 'ended-once@example.org' };
  const never = { id: randomUUID(), email: 'never-ended@example.org' };
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({
      backend,
      beforeStart: atMigration('008_ended_sessions', async (db) => {
        const before = db as unknown as Kysely<{ users: Record<string, unknown> }>;
        for (const [account, sessionsValidFrom] of [[ended, 1_700_000_000], [never, 0]] as const) {
          await before
            .insertInto('users')
            .values({ ...account, name: 'Asha', mobile: '', password_hash: 'x', role: 'user', verified: 1, created_at: 0, sessions_valid_from: sessionsValidFrom })
            .execute();
        }
      }),
    });
  });
  afterAll(() => api.close());

  /** A token as the API signed them before they carried a version. */
  const tokenWithoutVersion = (account: { id: string; email: string }) =>
    createSigner({ key: loadSecrets({ dataDir: api.dataDir }).jwtKey, algorithm: 'HS256', expiresIn: 60_000 })({ sub: account.id, email: account.email, name: 'Asha', role: 'user' });

  test('keep working for accounts whose sessions were never ended; where they were, they log in once more', async () => {
    expect((await api.get('/api/me', tokenWithoutVersion(never))).statusCode).toBe(200);
    const once = await api.get('/api/me', tokenWithoutVersion(ended));
    expect(once.statusCode).toBe(401);
    expect(once.json().message).toMatch(/session has ended/);
  });

  test('end on logging out too, though they carry no id of their own', async () => {
    const token = tokenWithoutVersion(never);
    expect((await api.get('/api/me', token)).statusCode).toBe(200);
    expect((await api.post('/api/logout', undefined, token)).statusCode).toBe(204);
    expect((await api.get('/api/me', token)).statusCode).toBe(401);
  });
});
