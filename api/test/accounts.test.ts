import { createSigner } from 'fast-jwt';
import { AUTH_MESSAGES, CODE_RESEND_COOLDOWN_SECONDS, CODE_VALIDITY_MINUTES } from 'shared-contracts';
import { logIn, PASSWORD, signUp } from './helpers/accounts';
import { backends, useAppWithMail } from './helpers/test-app';

describe.each(backends())('accounts on %s', (backend) => {
  const suite = useAppWithMail(backend);
  const { freshEmail } = suite;
  const register = (email: string, password = PASSWORD) =>
    suite.api.post('/api/register', { name: 'Asha Devi', mobile: '+91 9876543210', email, password });

  test('sign-up, mailed code, verification, login and /me', async () => {
    const email = freshEmail();
    const registered = await register(email.toUpperCase());
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ message: 'OTP has been sent to your email' });

    const message = await suite.mail.nextMail(email);
    expect(message.subject).toBe('Your verification code');
    const code = /\b(\d{6})\b/.exec(message.body)![1];

    const beforeVerify = await suite.api.post('/api/login', { email, password: PASSWORD });
    expect(beforeVerify.statusCode).toBe(403);
    expect(beforeVerify.json()).toEqual({
      message: 'Please verify your email address first. Enter the code we sent you or request a new one.',
      unverified: true,
    });

    const verified = await suite.api.post('/api/verify-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Email verified successfully' });

    const token = await logIn(suite.api, email);
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(Object.keys(payload).sort()).toEqual(['email', 'exp', 'iat', 'jti', 'name', 'role', 'sub', 'ver']);
    expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
    expect(payload.role).toBe('user');

    const me = await suite.api.get('/api/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, name: 'Asha Devi', role: 'user', verified: true });
    expect((await suite.api.get('/api/me')).statusCode).toBe(401);
  });

  test('signing up with an address that has an account is answered alike, and its owner is told instead of sent a code', async () => {
    const email = freshEmail();
    await signUp(suite.api, suite.mail, email);
    const stranger = suite.api.browser();
    const again = await stranger.post('/api/register', { name: 'Someone', mobile: '9876543210', email, password: 'a stranger passphrase' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: 'OTP has been sent to your email' });

    const notice = await suite.mail.nextMail(email);
    expect(notice.subject).toBe('You already have an account');
    expect(notice.body).toContain(`${suite.api.config.siteUrl}/login`);
    expect(notice.body).toContain(`${suite.api.config.siteUrl}/forgot-password`);
    expect(notice.body).not.toMatch(/\b\d{6}\b/);
    // The code nobody received only ever answers as a wrong one; the account and its password stay.
    const guess = await stranger.post('/api/verify-otp', { email, otp: '123456' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json()).toEqual({ message: AUTH_MESSAGES.wrongCode });
    // The stranger's password is a pending sign-up's like any other ("verify first"), never the account's.
    const strangerLogin = await suite.api.post('/api/login', { email, password: 'a stranger passphrase' });
    expect(strangerLogin.statusCode).toBe(403);
    expect(strangerLogin.json().token).toBeUndefined();
    expect((await suite.api.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  test('the same browser signing up again changes its own sign-up', async () => {

    const pending = freshEmail();
    await register(pending, 'first password');
    const code = await suite.mail.nextCode(pending);
    // Within the cooldown: the details change, no new suite.mail, the first code stays valid.
    expect((await register(pending, 'second password')).statusCode).toBe(201);
    expect(suite.mail.mailsTo(pending)).toHaveLength(1);
    expect((await suite.api.post('/api/verify-otp', { email: pending, otp: code })).statusCode).toBe(200);
    expect((await suite.api.post('/api/login', { email: pending, password: 'first password' })).statusCode).toBe(401);
    expect((await suite.api.post('/api/login', { email: pending, password: 'second password' })).statusCode).toBe(200);
  });

  test('wrong credentials answer 401 with the same message for unknown addresses', async () => {
    const email = freshEmail();
    await signUp(suite.api, suite.mail, email);
    const wrongPassword = await suite.api.post('/api/login', { email, password: 'not the password' });
    const unknown = await suite.api.post('/api/login', { email: freshEmail(), password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json().message).toBe('Invalid email or password');
  });

  test('forgot, mailed code, reset: the old password is refused, the new one works', async () => {
    const email = freshEmail();
    await signUp(suite.api, suite.mail, email);
    const forgot = await suite.api.post('/api/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: 'If an account has this email address, an OTP has been sent to it' });
    const reset = await suite.mail.nextMail(email);
    expect(reset.subject).toBe('Your password reset code');
    const code = /\b(\d{6})\b/.exec(reset.body)![1];

    const done = await suite.api.post('/api/reset-password', { email, otp: code, newPassword: 'a brand new secret' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password has been reset successfully' });
    expect((await suite.api.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(401);
    await logIn(suite.api, email, 'a brand new secret');

    const reused = await suite.api.post('/api/reset-password', { email, otp: code, newPassword: 'yet another one' });
    expect(reused.statusCode).toBe(400);
    expect(typeof reused.json().message).toBe('string');
  });

  test('forgot-password answers alike, in about the same time, for unknown addresses', async () => {
    const known = freshEmail();
    await signUp(suite.api, suite.mail, known);
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await suite.api.post('/api/forgot-password', { email });
      return { response, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 21; round += 1) {
      const a = await time(known);
      const b = await time(`nobody${round}@example.org`);
      expect(a.response.statusCode).toBe(b.response.statusCode);
      expect(a.response.body).toBe(b.response.body);
      knownTimes.push(a.ms);
      unknownTimes.push(b.ms);
    }
    // Generous bound for busy machines; an awaited mail round trip or a password hash would exceed it.
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(10);
    expect(suite.mail.mailsTo('nobody0@example.org')).toHaveLength(0);
  });

  test('codes expire after the validity period', async () => {
    const email = freshEmail();
    await register(email);
    const code = await suite.mail.nextCode(email);
    suite.api.advanceClock(CODE_VALIDITY_MINUTES * 60 * 1000 + 1000);
    const late = await suite.api.post('/api/verify-otp', { email, otp: code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
  });

  test('a code works once; a wrong code answers "wrong otp"', async () => {
    const email = freshEmail();
    await register(email);
    const code = await suite.mail.nextCode(email);
    const wrong = await suite.api.post('/api/verify-otp', { email, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'wrong otp' });
    expect((await suite.api.post('/api/verify-otp', { email, otp: code })).statusCode).toBe(200);
    const again = await suite.api.post('/api/verify-otp', { email, otp: code });
    expect(again.statusCode).toBe(400);
  });

  test('five wrong tries void the code, even the right one after them', async () => {
    const email = freshEmail();
    await register(email);
    const code = await suite.mail.nextCode(email);
    const wrongCode = code === '999999' ? '123456' : '999999';
    // Concurrent guesses must not slip past the limit.
    const guesses = await Promise.all(Array.from({ length: 5 }, () => suite.api.post('/api/verify-otp', { email, otp: wrongCode })));
    guesses.forEach((guess) => expect(guess.json()).toEqual({ message: 'wrong otp' }));
    const right = await suite.api.post('/api/verify-otp', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/request a new one/);

    suite.api.advanceClock(CODE_RESEND_COOLDOWN_SECONDS * 1000);
    expect((await suite.api.post('/api/resend-otp', { email })).statusCode).toBe(200);
    expect((await suite.api.post('/api/verify-otp', { email, otp: await suite.mail.nextCode(email) })).statusCode).toBe(200);
  });

  test('a new code at most once per cooldown; a browser without a sign-up of its own is told so', async () => {
    const email = freshEmail();
    await register(email);
    await suite.mail.nextCode(email);
    const tooSoon = await suite.api.post('/api/resend-otp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
    const waitSeconds = Number(tooSoon.headers['retry-after']);
    expect(waitSeconds).toBeGreaterThan(0);
    expect(waitSeconds).toBeLessThanOrEqual(CODE_RESEND_COOLDOWN_SECONDS);
    expect(tooSoon.json().retryAfterSeconds).toBe(waitSeconds);

    suite.api.advanceClock(CODE_RESEND_COOLDOWN_SECONDS * 1000);
    const resent = await suite.api.post('/api/resend-otp', { email });
    expect(resent.statusCode).toBe(200);
    const newCode = await suite.mail.nextCode(email);
    expect((await suite.api.post('/api/verify-otp', { email, otp: newCode })).statusCode).toBe(200);

    const unknown = await suite.api.post('/api/resend-otp', { email: 'no-such-person@example.org' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: AUTH_MESSAGES.noSignupWaiting });
  });

  test('only valid HS256 tokens are accepted', async () => {
    const email = freshEmail();
    const token = await signUp(suite.api, suite.mail, email);
    const [header, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' })).toString('base64url')}.${token.split('.')[2]}`;
    const foreignKey = createSigner({ key: 'x'.repeat(32), algorithm: 'HS256' })({ sub: 'a', email, name: 'n', role: 'admin' });
    for (const bad of [none, tampered, foreignKey, 'garbage', `${token}x`]) {
      const response = await suite.api.get('/api/me', bad);
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().message).toBe('string');
    }
  });
});
