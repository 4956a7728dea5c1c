import { FORM_CONFIRMATIONS, REFUSAL_MESSAGES, REQUEST_KEY_HEADER } from 'shared-contracts';
import { ensureAdmin } from '../src/services/accounts';
import { multipart, SAMPLE_FILES, tailorFields } from './helpers/fixtures';
import { SmtpReceiver } from './helpers/smtp-receiver';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

const ADMIN = { email: 'keys.admin@example.org', password: 'Keys-admin-password-1' };

/** Gives the background mail time to arrive, so "no second mail" means something. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe.each(backends())('a form sent again with the same key, on %s', (backend) => {
  let mail: SmtpReceiver;
  let api: TestApp;
  let token: string;

  const contact = (email: string, message = 'When is the next health camp?') => ({ name: 'Sunita Patle', email, contact: '9876543210', message });
  const send = (payload: object, key?: string) =>
    api.app.inject({ method: 'POST', url: '/api/forms/contact', payload, headers: key === undefined ? {} : { [REQUEST_KEY_HEADER]: key } });
  const storedFrom = async (email: string, kind = 'contact') => {
    const page = await api.app.inject({ method: 'GET', url: `/api/admin/submissions/${kind}?q=${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${token}` } });
    return (page.json() as { total: number }).total;
  };
  const mailsTo = (email: string) => mail.mails.filter((received) => received.to.includes(email));

  beforeAll(async () => {
    mail = await new SmtpReceiver().start();
    api = await startTestApp({ backend, mail });
    await ensureAdmin(api.app.db, ADMIN, api.config.passwordHashing, Date.now());
    token = (await api.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN })).json().token;
  });
  afterAll(async () => {
    await api.close();
    await mail.stop();
  });

  test('is thanked again but stored and mailed once (its first answer was lost on the way)', async () => {
    const key = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';
    for (const attempt of [1, 2, 3]) {
      const answer = await send(contact('lost.answer@example.org'), key);
      expect([attempt, answer.statusCode, answer.json()]).toEqual([attempt, 201, { message: FORM_CONFIRMATIONS.contact }]);
    }
    expect(await storedFrom('lost.answer@example.org')).toBe(1);
    await mail.nextMail('lost.answer@example.org');
    await settle();
    expect(mailsTo('lost.answer@example.org')).toHaveLength(1);
  });

  test('the tailor-machine request with its document too', async () => {
    const sendTailor = async () => {
      const body = await multipart(tailorFields({ email: 'tailor.retry@example.org' }), [{ field: 'aadharUpload', content: SAMPLE_FILES.pdf }]);
      return api.app.inject({ method: 'POST', url: '/api/users/submit', ...body, headers: { ...body.headers, [REQUEST_KEY_HEADER]: 'd3f1c2d4e5b60718293a4b5c6d7e8f90' } });
    };
    expect((await sendTailor()).statusCode).toBe(201);
    expect((await sendTailor()).statusCode).toBe(201);
    expect(await storedFrom('tailor.retry@example.org', 'tailor-machine')).toBe(1);
    await mail.nextMail('tailor.retry@example.org');
    await settle();
    expect(mailsTo('tailor.retry@example.org')).toHaveLength(1);
  });

  test('sent twice at once with one key, it is stored and mailed once', async () => {
    const key = 'e3f1c2d4e5b60718293a4b5c6d7e8f90';
    const answers = await Promise.all([send(contact('twice.at.once@example.org'), key), send(contact('twice.at.once@example.org'), key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await storedFrom('twice.at.once@example.org')).toBe(1);
    await mail.nextMail('twice.at.once@example.org');
    await settle();
    expect(mailsTo('twice.at.once@example.org')).toHaveLength(1);
  });

  test('a newsletter address subscribed again is thanked on screen and stored once', async () => {
    const subscribe = () => api.app.inject({ method: 'POST', url: '/api/forms/newsletter', payload: { email: 'again.reader@example.org' } });
    expect((await subscribe()).statusCode).toBe(201);
    expect((await subscribe()).json()).toEqual({ message: FORM_CONFIRMATIONS.newsletter });
    expect(await storedFrom('again.reader@example.org', 'newsletter')).toBe(1);
  });

  test('another key, or none, is another entry', async () => {
    await send(contact('two.entries@example.org'), 'b3f1c2d4e5b60718293a4b5c6d7e8f90');
    await send(contact('two.entries@example.org', 'And one more question.'), 'c3f1c2d4e5b60718293a4b5c6d7e8f90');
    await send(contact('two.entries@example.org'));
    expect(await storedFrom('two.entries@example.org')).toBe(3);
  });

  test('the same key with other content is another sending: each answered 201 is stored', async () => {
    const key = 'f3f1c2d4e5b60718293a4b5c6d7e8f90';
    const answers = await Promise.all(
      ['First question.', 'Second question.', 'Third question.'].map((message) => send(contact('one.key.three.messages@example.org', message), key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await storedFrom('one.key.three.messages@example.org')).toBe(3);
  });

  test('the tailor-machine request with the same key and another document is stored too', async () => {
    const sendTailor = async (document: Buffer) => {
      const body = await multipart(tailorFields({ email: 'tailor.other.document@example.org' }), [{ field: 'aadharUpload', content: document }]);
      return api.app.inject({ method: 'POST', url: '/api/users/submit', ...body, headers: { ...body.headers, [REQUEST_KEY_HEADER]: '13f1c2d4e5b60718293a4b5c6d7e8f90' } });
    };
    expect((await sendTailor(SAMPLE_FILES.pdf)).statusCode).toBe(201);
    expect((await sendTailor(SAMPLE_FILES.png)).statusCode).toBe(201);
    expect(await storedFrom('tailor.other.document@example.org', 'tailor-machine')).toBe(2);
  });

  test('the newsletter refuses a malformed key as the other forms do', async () => {
    const answer = await api.app.inject({ method: 'POST', url: '/api/forms/newsletter', payload: { email: 'bad.key.reader@example.org' }, headers: { [REQUEST_KEY_HEADER]: 'short' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: REFUSAL_MESSAGES.badRequestKey });
    expect(await storedFrom('bad.key.reader@example.org', 'newsletter')).toBe(0);
  });

  test('a malformed key is refused with a message, and nothing is stored', async () => {
    const answer = await send(contact('bad.key@example.org'), 'not a key!');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: REFUSAL_MESSAGES.badRequestKey });
    expect(await storedFrom('bad.key@example.org')).toBe(0);
  });
});
