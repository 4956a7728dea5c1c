import { AUTH_MESSAGES, CODE_MAX_WRONG_TRIES, CODE_RESEND_COOLDOWN_SECONDS, CODE_TRIES_PER_DAY } from 'shared-contracts';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { ensureAdmin, setRoleByEmail } from '../src/services/accounts';
import { hashPassword } from '../src/security/passwords';
import { hashCode } from '../src/security/codes';
import { loadSecrets } from '../src/security/secrets';
import { PASSWORD, signUp } from './helpers/accounts';
import { atMigration } from './helpers/older-schema';
import { SmtpReceiver } from './helpers/smtp-receiver';
import { backends, startTestApp, useAppWithMail, type Client, type TestApp } from './helpers/test-app';

const ATTACKER_PASSWORD = 'attacker chosen secret';
const signUpAs = (client: Client, email: string, password: string, name = 'Asha Devi') =>
  client.post('/api/register', { name, mobile: '9876543210', email, password });

describe.each(backends())('account takeover paths on %s', (backend) => {
  const suite = useAppWithMail(backend, 'owner');
  const { freshEmail } = suite;

  test('admin bootstrap over an address a stranger signed up with: the operator password works, the stranger is out', async () => {
    const email = freshEmail();
    const attacker = suite.api.browser();
    expect((await signUpAs(attacker, email, ATTACKER_PASSWORD)).statusCode).toBe(201);
    const attackerCode = await suite.mail.nextCode(email);

    expect(await ensureAdmin(suite.api.app.db, { email, password: PASSWORD }, suite.api.config.passwordHashing, Date.now())).toBe('created');
    const operator = await suite.api.post('/api/login', { email, password: PASSWORD });
    expect(operator.statusCode).toBe(200);
    expect(JSON.parse(Buffer.from(operator.json().token.split('.')[1], 'base64url').toString()).role).toBe('admin');
    expect((await attacker.post('/api/login', { email, password: ATTACKER_PASSWORD })).statusCode).toBe(401);
    // The stranger's pending sign-up is gone: even its own code no longer does anything.
    expect((await attacker.post('/api/verify-otp', { email, otp: attackerCode })).statusCode).toBe(400);
    expect((await attacker.post('/api/login', { email, password: ATTACKER_PASSWORD })).statusCode).toBe(401);
  });

  test('admin bootstrap over an existing account sets the operator password; an existing admin keeps theirs', async () => {
    const email = freshEmail();
    await suite.api.app.db
      .insertInto('users')
      .values({
        id: `legacy-${email}`,
        name: 'Someone',
        email,
        mobile: '',
        password_hash: await hashPassword(ATTACKER_PASSWORD, suite.api.config.passwordHashing),
        role: 'user',
        verified: 0,
        created_at: Date.now(),
      })
      .execute();
    expect(await ensureAdmin(suite.api.app.db, { email, password: PASSWORD }, suite.api.config.passwordHashing, Date.now())).toBe('promoted');
    expect((await suite.api.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await suite.api.post('/api/login', { email, password: ATTACKER_PASSWORD })).statusCode).toBe(401);
    const user = await suite.api.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'admin', verified: 1 });

    expect(await ensureAdmin(suite.api.app.db, { email, password: 'another operator password' }, suite.api.config.passwordHashing, Date.now())).toBe('unchanged');
    expect((await suite.api.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  test('set-role refuses pending sign-ups and unverified accounts', async () => {
    const pending = freshEmail();
    expect((await signUpAs(suite.api.browser(), pending, ATTACKER_PASSWORD)).statusCode).toBe(201);
    expect(await setRoleByEmail(suite.api.app.db, pending, 'admin')).toBe(false);

    const unverified = freshEmail();
    await suite.api.app.db
      .insertInto('users')
      .values({ id: `u-${unverified}`, name: 'X', email: unverified, mobile: '', password_hash: 'x', role: 'user', verified: 0, created_at: 0 })
      .execute();
    expect(await setRoleByEmail(suite.api.app.db, unverified, 'admin')).toBe(false);
    const row = await suite.api.app.db.selectFrom('users').select('role').where('email', '=', unverified).executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });

  test("a stranger's sign-up never sets the password the owner ends up with", async () => {
    const email = freshEmail();
    const owner = suite.api.browser();
    const stranger = suite.api.browser();
    expect((await signUpAs(owner, email, PASSWORD)).statusCode).toBe(201);
    const ownerCode = await suite.mail.nextCode(email);
    const strangerAnswer = await signUpAs(stranger, email, ATTACKER_PASSWORD);
    expect(strangerAnswer.statusCode).toBe(201);
    expect(strangerAnswer.json()).toEqual({ message: 'OTP has been sent to your email' });
    const strangerCode = await suite.mail.nextCode(email);

    // Each code belongs to its own sign-up and browser: neither can be used across.
    expect((await stranger.post('/api/verify-otp', { email, otp: ownerCode })).json()).toEqual({ message: 'wrong otp' });
    expect((await owner.post('/api/verify-otp', { email, otp: strangerCode })).json()).toEqual({ message: 'wrong otp' });

    expect((await owner.post('/api/verify-otp', { email, otp: ownerCode })).statusCode).toBe(200);
    expect((await owner.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await stranger.post('/api/login', { email, password: ATTACKER_PASSWORD })).statusCode).toBe(401);
    expect((await stranger.post('/api/verify-otp', { email, otp: strangerCode })).statusCode).toBe(400);
  });

  test('an interrupted sign-up is finished from another browser after logging in with its password', async () => {
    const email = freshEmail();
    expect((await signUpAs(suite.api.browser(), email, PASSWORD)).statusCode).toBe(201);
    await suite.mail.nextCode(email);
    const laterBrowser = suite.api.browser();
    const login = await laterBrowser.post('/api/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().unverified).toBe(true);
    suite.api.advanceClock(60_000);
    expect((await laterBrowser.post('/api/resend-otp', { email })).statusCode).toBe(200);
    expect((await laterBrowser.post('/api/verify-otp', { email, otp: await suite.mail.nextCode(email) })).statusCode).toBe(200);
    expect((await laterBrowser.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  test('a browser whose sign-up was replaced by newer ones is told to sign up again, not that a code was sent', async () => {
    const email = freshEmail();
    const owner = suite.api.browser();
    await signUpAs(owner, email, PASSWORD);
    const ownerCode = await suite.mail.nextCode(email);
    // Three newer sign-ups of the same address (strangers) leave no room for the owner's.
    for (let stranger = 0; stranger < 3; stranger += 1) {
      suite.api.advanceClock(60_000);
      expect((await signUpAs(suite.api.browser(), email, `${ATTACKER_PASSWORD} ${stranger}`)).statusCode).toBe(201);
      await suite.mail.nextCode(email);
    }
    suite.api.advanceClock(60_000);
    const mailsBefore = suite.mail.mailsTo(email).length;
    for (const [url, body] of [['/api/resend-otp', { email }], ['/api/verify-otp', { email, otp: ownerCode }]] as const) {
      const response = await owner.post(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.noSignupWaiting });
    }
    expect(suite.mail.mailsTo(email)).toHaveLength(mailsBefore);
    // Signing up again works, and its code verifies.
    expect((await signUpAs(owner, email, PASSWORD)).statusCode).toBe(201);
    expect((await owner.post('/api/verify-otp', { email, otp: await suite.mail.nextCode(email) })).statusCode).toBe(200);
  });

  test('resend and verify answer strangers alike whatever the address state', async () => {
    const pending = freshEmail();
    const owner = suite.api.browser();
    await signUpAs(owner, pending, PASSWORD);
    const code = await suite.mail.nextCode(pending);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) await owner.post('/api/verify-otp', { email: pending, otp: wrong });
    const verified = freshEmail();
    const otherOwner = suite.api.browser();
    await signUpAs(otherOwner, verified, PASSWORD);
    await otherOwner.post('/api/verify-otp', { email: verified, otp: await suite.mail.nextCode(verified) });

    const stranger = suite.api.browser();
    const answers = async (url: string, body: (email: string) => object) =>
      Promise.all([pending, verified, 'nobody-here@example.org'].map(async (email) => {
        const response = await stranger.post(url, body(email));
        return `${response.statusCode} ${response.body}`;
      }));
    // Within the resend cooldown of the pending sign-up, and after its code was tried too often.
    expect(new Set(await answers('/api/resend-otp', (email) => ({ email }))).size).toBe(1);
    expect(new Set(await answers('/api/verify-otp', (email) => ({ email, otp: code }))).size).toBe(1);
    expect(suite.mail.mailsTo(pending)).toHaveLength(1);
    // Its owner's browser is told the truth.
    expect((await owner.post('/api/resend-otp', { email: pending })).statusCode).toBe(429);
  });

  test("signing up with someone's address, then logging in with that sign-up's password, answers alike whether or not it has an account", async () => {
    const withAccount = freshEmail();
    await signUp(suite.api, suite.mail, withAccount);
    const without = freshEmail();
    const answers = [];
    for (const email of [withAccount, without]) {
      const stranger = suite.api.browser();
      expect((await signUpAs(stranger, email, ATTACKER_PASSWORD)).statusCode).toBe(201);
      const login = await stranger.post('/api/login', { email, password: ATTACKER_PASSWORD });
      answers.push([login.statusCode, login.json().message]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual([403, AUTH_MESSAGES.unverified]);
    // The owner's own password still logs the owner in.
    expect((await suite.api.post('/api/login', { email: withAccount, password: PASSWORD })).statusCode).toBe(200);
  });

  test('register, reset, verify and resend run the same database queries for unknown addresses as for known ones', async () => {
    const verified = freshEmail();
    const owner = suite.api.browser();
    await signUpAs(owner, verified, PASSWORD);
    await owner.post('/api/verify-otp', { email: verified, otp: await suite.mail.nextCode(verified) });
    const pending = freshEmail();
    await signUpAs(suite.api.browser(), pending, PASSWORD);

    const executor = suite.api.app.db.getExecutor();
    const run = executor.executeQuery.bind(executor);
    const queriesOf = async (url: string, body: object) => {
      const seen: string[] = [];
      const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((query) => {
        seen.push(query.sql);
        return run(query);
      });
      try {
        await suite.api.browser().post(url, body);
      } finally {
        spy.mockRestore();
      }
      return seen;
    };
    const reset = (email: string) => ({ email, otp: '123456', newPassword: 'a fresh long passphrase' });
    const unknownReset = await queriesOf('/api/reset-password', reset('nobody-r@example.org'));
    expect(unknownReset.length).toBeGreaterThan(1);
    expect(await queriesOf('/api/reset-password', reset(verified))).toEqual(unknownReset);
    const signup = (email: string) => ({ name: 'Asha', mobile: '9876543210', email, password: 'a sign-up passphrase' });
    const unknownSignup = await queriesOf('/api/register', signup('nobody-s@example.org'));
    expect(await queriesOf('/api/register', signup(verified))).toEqual(unknownSignup);
    for (const url of ['/api/verify-otp', '/api/resend-otp']) {
      const unknown = await queriesOf(url, { email: 'nobody-v@example.org', otp: '123456' });
      expect(await queriesOf(url, { email: pending, otp: '123456' })).toEqual(unknown);
      expect(await queriesOf(url, { email: verified, otp: '123456' })).toEqual(unknown);
    }
  });

  test('a sign-up name never reaches the mail; a verified account is greeted by name on reset', async () => {
    const email = freshEmail();
    const name = 'Your account is locked visit http://evil.example';
    const browser = suite.api.browser();
    expect((await signUpAs(browser, email, PASSWORD, name)).statusCode).toBe(201);
    const signupMail = await suite.mail.nextMail(email);
    expect(signupMail.body).not.toContain('evil.example');
    expect(signupMail.body).toMatch(/^Hello,$/m);
    await browser.post('/api/verify-otp', { email, otp: /\b(\d{6})\b/.exec(signupMail.body)![1] });
    await suite.api.post('/api/forgot-password', { email });
    expect((await suite.mail.nextMail(email)).body).toContain(`Hello ${name},`);
  });

  // The last two are "password123" and "Password123!" in full-width letters, which are hashed as the plain ones.
  test.each(['password', '12345678', 'aaaaaaaa', 'abcabcabc', 'Password123!', 'iloveyou2', 'gondia2024', '87654321', 'ｐａｓｓｗｏｒｄ１２３', 'Ｐａｓｓｗｏｒｄ１２３！'])(
    'a common or guessable password (%s) is refused with a clear message',
    async (weak) => {
      const email = freshEmail();
      const response = await signUpAs(suite.api.browser(), email, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/too easy to guess/);
      expect(suite.mail.mailsTo(email)).toHaveLength(0);
    },
  );

  test('a reset to a common password is refused; a passphrase is accepted', async () => {
    const email = freshEmail();
    const browser = suite.api.browser();
    await signUpAs(browser, email, PASSWORD);
    await browser.post('/api/verify-otp', { email, otp: await suite.mail.nextCode(email) });
    await suite.api.post('/api/forgot-password', { email });
    const otp = await suite.mail.nextCode(email);
    const weak = await suite.api.post('/api/reset-password', { email, otp, newPassword: 'qwertyuiop' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/too easy to guess/);
    expect((await suite.api.post('/api/reset-password', { email, otp, newPassword: 'mango river lantern' })).statusCode).toBe(200);
  });
});

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const COOLDOWN_MS = CODE_RESEND_COOLDOWN_SECONDS * 1000;
/** A code that is not `code`: its first digit moved on. */
const wrongOf = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

/**
 * Guesses codes for one address as an attacker would: a new code after each cooldown, each tried
 * wrongly until it is void, `count` tries in all.
 */
async function guessWrongly(suite: { api: TestApp }, count: number, askForCode: () => Promise<string>, guess: (otp: string) => Promise<number>) {
  let tries = 0;
  while (tries < count) {
    suite.api.advanceClock(COOLDOWN_MS);
    const code = await askForCode();
    for (let onThisCode = 0; onThisCode < CODE_MAX_WRONG_TRIES && tries < count; onThisCode++, tries++) {
      expect(await guess(wrongOf(code))).toBe(400);
    }
  }
}

describe.each(backends())('guessing codes across new codes on %s', (backend) => {
  const suite = useAppWithMail(backend, 'guessed');
  const { freshEmail } = suite;

  /** A stranger on their own network asking for reset codes for `email` and trying them. */
  function resetGuesser(email: string, ip: string) {
    const stranger = suite.api.browser({ ip });
    return {
      askForCode: async () => {
        await stranger.post('/api/forgot-password', { email });
        return suite.mail.nextCode(email);
      },
      reset: (otp: string) => stranger.post('/api/reset-password', { email, otp, newPassword: ATTACKER_PASSWORD }),
    };
  }

  /** The owner asks for a reset code from their own network and uses it at once. */
  async function resetFromOwnersNetwork(email: string) {
    await suite.api.post('/api/forgot-password', { email });
    return suite.api.post('/api/reset-password', { email, otp: await suite.mail.nextCode(email), newPassword: 'mango river lantern' });
  }

  test("a day's tries at reset codes from one network lock it out, however many new codes it asks for; the owner, on theirs, resets", async () => {
    const email = freshEmail();
    await signUp(suite.api, suite.mail, email);
    const attacker = resetGuesser(email, '203.0.113.7');
    await guessWrongly(suite, CODE_TRIES_PER_DAY.fromOneClient, attacker.askForCode, async (otp) => (await attacker.reset(otp)).statusCode);

    suite.api.advanceClock(COOLDOWN_MS);
    const locked = await attacker.reset(await attacker.askForCode());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH_MESSAGES.codesLocked);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(ONE_DAY_MS / 1000);
    expect((await suite.api.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);

    // Another spelling of the same mailbox is no fresh start.
    const respelled = resetGuesser(email.replace('@', '+again@'), '203.0.113.7');
    expect((await respelled.reset('123456')).statusCode).toBe(429);

    suite.api.advanceClock(COOLDOWN_MS);
    expect((await resetFromOwnersNetwork(email)).statusCode).toBe(200);
  });

  test("tries from many networks stop at the mailbox's ceiling for the day, for everyone; the day over, the owner resets", async () => {
    const email = freshEmail();
    await signUp(suite.api, suite.mail, email);
    const networks = CODE_TRIES_PER_DAY.fromAllClients / CODE_TRIES_PER_DAY.fromOneClient;
    for (let network = 0; network < networks; network++) {
      const attacker = resetGuesser(email, `198.51.100.${network + 1}`);
      await guessWrongly(suite, CODE_TRIES_PER_DAY.fromOneClient, attacker.askForCode, async (otp) => (await attacker.reset(otp)).statusCode);
    }
    suite.api.advanceClock(COOLDOWN_MS);
    const ceiling = await resetFromOwnersNetwork(email);
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json().message).toBe(AUTH_MESSAGES.codesLocked);

    suite.api.advanceClock(ONE_DAY_MS);
    expect((await resetFromOwnersNetwork(email)).statusCode).toBe(200);
  });

  test("a day's tries at sign-up codes from one network lock it out across new codes and new sign-ups; the owner, on theirs, signs up", async () => {
    const email = freshEmail();
    const attacker = suite.api.browser({ ip: '203.0.113.8' });
    expect((await signUpAs(attacker, email, ATTACKER_PASSWORD)).statusCode).toBe(201);
    let first = true;
    const askForCode = async () => {
      if (!first) await attacker.post('/api/resend-otp', { email });
      first = false;
      return suite.mail.nextCode(email);
    };
    await guessWrongly(suite, CODE_TRIES_PER_DAY.fromOneClient, askForCode, async (otp) => (await attacker.post('/api/verify-otp', { email, otp })).statusCode);

    // A fresh sign-up from another browser on the same network is a fresh code, but not a fresh day of tries.
    const sameNetwork = suite.api.browser({ ip: '203.0.113.8' });
    expect((await signUpAs(sameNetwork, email, ATTACKER_PASSWORD)).statusCode).toBe(201);
    const locked = await sameNetwork.post('/api/verify-otp', { email, otp: await suite.mail.nextCode(email) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH_MESSAGES.codesLocked);
    expect(await suite.api.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();

    const owner = suite.api.browser({ ip: '192.0.2.44' });
    expect((await signUpAs(owner, email, PASSWORD)).statusCode).toBe(201);
    expect((await owner.post('/api/verify-otp', { email, otp: await suite.mail.nextCode(email) })).statusCode).toBe(200);
  });
});

describe.each(backends())('an unverified account from before pending sign-ups, on %s', (backend) => {
  let api: TestApp;
  let mail: SmtpReceiver;
  const email = 'halfway@example.org';
  const code = '424242';
  const LEGACY_ID = randomUUID();

  beforeAll(async () => {
    mail = await new SmtpReceiver().start();
    api = await startTestApp({
      backend,
      mail,
      beforeStart: atMigration('001_initial', (db, storage) => insertLegacyUnverifiedAccount(db, storage.dataDir)),
    });
  });
  afterAll(async () => {
    await api.close();
    await mail.stop();
  });

  async function insertLegacyUnverifiedAccount(db: Kysely<Database>, dataDir: string) {
    const legacy = db as unknown as Kysely<{ users: Database['users']; one_time_codes: Record<string, unknown> }>;
    await legacy
      .insertInto('users')
      .values({
        id: LEGACY_ID,
        name: 'Halfway',
        email,
        mobile: '9876543210',
        password_hash: await hashPassword(PASSWORD, { logN: 10, r: 8, p: 1 }),
        role: 'user',
        verified: 0,
        created_at: Date.now(),
      })
      .execute();
    const { codeKey } = loadSecrets({ dataDir });
    await legacy
      .insertInto('one_time_codes')
      .values({ user_id: LEGACY_ID, purpose: 'verify', code_hash: hashCode(code, codeKey), expires_at: Date.now() + 600_000, attempts: 0, sent_at: Date.now() })
      .execute();
  }

  test('becomes a pending sign-up that its owner finishes with the code already mailed', async () => {
    expect(await api.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()).toBeUndefined();
    const login = await api.post('/api/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect((await api.post('/api/verify-otp', { email, otp: code })).statusCode).toBe(200);
    expect((await api.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe.each(backends())('password reset timing on %s', (backend) => {
  let api: TestApp;
  let mail: SmtpReceiver;
  beforeAll(async () => {
    mail = await new SmtpReceiver().start();
    // A hash costly enough (tens of ms) that skipping it for unknown addresses would show.
    api = await startTestApp({ backend, mail, passwordHashing: { logN: 14, r: 8, p: 1 } });
  });
  afterAll(async () => {
    await api.close();
    await mail.stop();
  });

  test('a reset costs one password hash whether or not the address has an account', async () => {
    const known = 'timed@example.org';
    const owner = api.browser();
    await signUpAs(owner, known, PASSWORD);
    await owner.post('/api/verify-otp', { email: known, otp: await mail.nextCode(known) });
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      await api.post('/api/reset-password', { email, otp: '123456', newPassword: 'a fresh long passphrase' });
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      knownTimes.push(await time(known));
      unknownTimes.push(await time(`nobody${round}@example.org`));
    }
    expect(median(unknownTimes)).toBeGreaterThan(10);
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(median(knownTimes) / 2);
  });
});

test('the set-role command refuses an address without a verified account', async () => {
  const api = await startTestApp({ backend: 'sqlite' });
  try {
    await signUpAs(api.browser(), 'pending@example.org', PASSWORD);
    await api.app.close();
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'scripts', 'user.ts'), 'set-role', 'pending@example.org', 'admin'], {
      env: { ...process.env, DATA_DIR: api.dataDir, DATABASE_URL: '' },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/No verified account/);
  } finally {
    await api.close().catch(() => undefined);
  }
});
