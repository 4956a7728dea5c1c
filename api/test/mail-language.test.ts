import { AUTH_MESSAGES } from 'shared-contracts';
import { LANGUAGE_COOKIE } from 'shared-contracts/languages';
import { backends, useAppWithMail } from './helpers/test-app';

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(backends())('e-mails in the language the visitor chose, on %s', (backend) => {
  const suite = useAppWithMail(backend, 'language');

  /** One browser: keeps the cookies the API sets (the pending sign-up's), plus the language cookie the site sets. */
  function browser(language?: string) {
    const jar = new Map<string, string>(language ? [[LANGUAGE_COOKIE, language]] : []);
    return async (url: string, payload: object) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await suite.api.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
      for (const { name, value } of response.cookies) jar.set(name, value);
      return response;
    };
  }

  test('a sign-up made with Marathi chosen gets its code in Marathi, and the code works', async () => {
    const email = suite.freshEmail();
    const send = browser('mr');
    const registered = await send('/api/register', { name: 'Asha Devi', mobile: '9876543210', email, password: 'a long enough secret' });
    expect(registered.statusCode).toBe(201);
    // The API's own answer stays the contract's English; the page shows it translated.
    expect(registered.json()).toEqual({ message: AUTH_MESSAGES.codeSent });

    const mail = await suite.mail.nextMail(email);
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.body).toMatch(DEVANAGARI);
    expect(mail.body).not.toMatch(/verification code|Hello/);
    const code = /\b(\d{6})\b/.exec(mail.body)![1];
    expect((await send('/api/verify-otp', { email, otp: code })).statusCode).toBe(200);
  });

  test('a password reset asked for in Hindi is mailed in Hindi; without a choice, or with an unknown one, in English', async () => {
    const email = suite.freshEmail();
    const send = browser('xx');
    await send('/api/register', { name: 'Asha Devi', mobile: '9876543210', email, password: 'a long enough secret' });
    const english = await suite.mail.nextMail(email);
    expect(english.subject).toBe('Your verification code');
    expect((await send('/api/verify-otp', { email, otp: /\b(\d{6})\b/.exec(english.body)![1] })).statusCode).toBe(200);

    expect((await browser('hi')('/api/forgot-password', { email })).statusCode).toBe(200);
    const hindi = await suite.mail.nextMail(email);
    expect(hindi.subject).toMatch(DEVANAGARI);
    expect(hindi.body).toContain('Asha Devi');
    expect(hindi.body).toMatch(/\b\d{6}\b/);
  });

  test('the owner of an address someone signs up with again is told in the language of that sign-up', async () => {
    const email = suite.freshEmail();
    const owner = browser();
    await owner('/api/register', { name: 'Asha Devi', mobile: '9876543210', email, password: 'a long enough secret' });
    expect((await owner('/api/verify-otp', { email, otp: await suite.mail.nextCode(email) })).statusCode).toBe(200);

    expect((await browser('mr')('/api/register', { name: 'Asha', mobile: '9876543210', email, password: 'another long secret' })).statusCode).toBe(201);
    const notice = await suite.mail.nextMail(email);
    expect(notice.subject).toMatch(DEVANAGARI);
    expect(notice.body).toMatch(DEVANAGARI);
    expect(notice.body).not.toMatch(/already has an account|Hello/);
    expect(notice.body).toContain('/forgot-password');
  });
});
