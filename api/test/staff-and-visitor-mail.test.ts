import { LANGUAGE_COOKIE } from 'shared-contracts/languages';
import { claimDigest } from '../src/db/repositories/staff-digest';
import { STAFF_DIGEST_INTERVAL_MINUTES } from '../src/plugins/staff-digest';
import { multipart, SAMPLE_FILES, tailorFields, validAadhaar } from './helpers/fixtures';
import { SmtpReceiver } from './helpers/smtp-receiver';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

const STAFF = 'staff@example.org';
const SITE_URL = 'https://gondia.example.org';
const DEVANAGARI = /[\u0900-\u097F]/;
const INTERVAL_MS = STAFF_DIGEST_INTERVAL_MINUTES * 60_000;

/** Gives the background mail time to arrive, so "nothing more came" means something. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe.each(backends())('mail about new submissions on %s', (backend) => {
  let mail: SmtpReceiver;
  let api: TestApp;

  const post = (kind: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload, headers });
  const contact = (email: string) => ({ name: 'Ravi Meshram', email, contact: '9876543210', message: 'Please call about the SHG meeting' });

  beforeAll(async () => {
    mail = await new SmtpReceiver().start();
    api = await startTestApp({
      backend,
      mail,
      env: { STAFF_EMAIL: STAFF, SITE_URL },
      rateLimit: { acknowledgementsPerAddressMax: 2 },
    });
  });
  afterAll(async () => {
    await api.close();
    await mail.stop();
  });

  test('staff get one digest at once, then none for 15 minutes however much arrives; the next counts what came meanwhile', async () => {
    expect((await post('call-back', { name: 'Dulari Uike', phone: '9423012345', village: 'Salekasa', topic: 'Tailoring machine' })).statusCode).toBe(201);
    const first = await mail.nextMail(STAFF);
    expect(first.subject).toBe('1 new submission on the website');
    expect(first.body).toContain(`- Call-back requests: 1\n  ${SITE_URL}/dashboard?form=call-back`);
    expect(first.body).toContain(`${SITE_URL}/dashboard`);

    const aadhaar = validAadhaar('34567890123');
    const tailor = await multipart(tailorFields({ name: 'Kamla Bai', email: 'kamla@example.org', aadharNumber: aadhaar, accountNumber: '998877665544' }), [
      { field: 'aadharUpload', content: SAMPLE_FILES.png },
    ]);
    expect((await api.app.inject({ method: 'POST', url: '/api/users/submit', ...tailor })).statusCode).toBe(201);
    expect((await post('contact', contact('ravi@example.org'))).statusCode).toBe(201);
    expect((await post('contact', contact('asha@example.org'))).statusCode).toBe(201);
    api.advanceClock(INTERVAL_MS - 60_000);
    expect((await post('volunteer', { name: 'Meena', email: 'meena@example.org', phone: '9876543211', skills: 'Teaching' })).statusCode).toBe(201);
    await settle();
    expect(mail.mailsTo(STAFF)).toHaveLength(1);

    api.advanceClock(60_000);
    expect((await post('newsletter', { email: 'reader@example.org' })).statusCode).toBe(201);
    const second = await mail.nextMail(STAFF);
    expect(second.subject).toBe('5 new submissions on the website');
    expect(second.body).toContain('- Contact messages: 2');
    expect(second.body).toContain('- Tailor-machine requests: 1');
    expect(second.body).toContain('- Volunteers: 1');
    expect(second.body).toContain('- Newsletter: 1');
    // Counts only: nobody's name, number or address travels in the staff's mail.
    for (const personal of [aadhaar, aadhaar.slice(-4), '998877665544', 'Kamla', 'kamla@example.org', 'Ravi', '9876543210', 'Dulari', '9423012345']) {
      expect(first.raw + second.raw).not.toContain(personal);
    }
  });

  test('of several API processes asking at once, one may send the digest', async () => {
    const later = api.app.now() + 10 * INTERVAL_MS;
    const answers = await Promise.all([1, 2, 3, 4].map(() => claimDigest(api.app.db, later, INTERVAL_MS)));
    expect(answers.filter((answer) => answer.claimed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.nextAt))).toEqual(new Set([later + INTERVAL_MS]));
  });

  test("a visitor who left an e-mail is thanked in the page's language, with nothing they typed in it", async () => {
    expect((await post('contact', contact('marathi.reader@example.org'), { 'accept-language': 'mr' })).statusCode).toBe(201);
    const marathi = await mail.nextMail('marathi.reader@example.org');
    expect(marathi.subject).toMatch(DEVANAGARI);
    expect(marathi.body).toMatch(DEVANAGARI);
    // Its date in the Latin digits the site writes numbers in, with the month in Marathi.
    expect(marathi.body).toMatch(new RegExp(`\\b${new Date().getFullYear()}\\b`));
    expect(marathi.body).not.toMatch(/[\u0966-\u096F]/);
    expect(marathi.body).not.toContain('Ravi');
    expect(marathi.body).not.toContain('SHG meeting');

    // The page's language wins over the one chosen earlier: an English page thanks in English.
    const english = await post('contact', contact('english.page@example.org'), { 'accept-language': 'en', cookie: `${LANGUAGE_COOKIE}=hi` });
    expect(english.statusCode).toBe(201);
    expect((await mail.nextMail('english.page@example.org')).subject).toBe('We have received your message');
    // A browser's own preferences are no page's language; the chosen one applies.
    await post('contact', contact('hindi.choice@example.org'), { 'accept-language': 'en-GB,en;q=0.9', cookie: `${LANGUAGE_COOKIE}=hi` });
    expect((await mail.nextMail('hindi.choice@example.org')).subject).toMatch(DEVANAGARI);

    await post('newsletter', { email: 'hindi.reader@example.org' }, { 'accept-language': 'hi' });
    const subscribed = await mail.nextMail('hindi.reader@example.org');
    expect(subscribed.subject).toBe('कृपया हमारे न्यूज़लेटर की सदस्यता की पुष्टि करें');
    // A subscriber is asked to confirm on the Hindi page, not promised an answer.
    expect(subscribed.body).toContain(`${SITE_URL}/hi/newsletter?token=`);
    expect(subscribed.body).not.toContain('जल्द ही आपसे संपर्क करेगी');

    const tailor = await multipart(tailorFields({ email: 'applicant@example.org' }), [{ field: 'aadharUpload', content: SAMPLE_FILES.pdf }]);
    await api.app.inject({ method: 'POST', url: '/api/users/submit', ...tailor, headers: { ...tailor.headers, 'accept-language': 'hi' } });
    const hindi = await mail.nextMail('applicant@example.org');
    expect(hindi.subject).toBe('सिलाई मशीन के लिए आपका आवेदन हमें मिल गया है');
    expect(hindi.raw).not.toContain(validAadhaar());
  });

  test('one mailbox gets a limited number of thank-yous, however its address is written; the forms are still stored and thanked on screen', async () => {
    const spellings = ['flooded@example.org', 'Flooded+a@example.org', 'flooded+b@example.org', 'flooded@example.org'];
    for (const address of spellings) expect((await post('contact', contact(address))).statusCode).toBe(201);
    await settle();
    expect(mail.mails.filter((received) => received.to.some((to) => to.startsWith('flooded')))).toHaveLength(2);
  });

  test('no thank-you for a call back (no e-mail) or a post caught by the honeypot', async () => {
    const before = mail.mails.length;
    await post('contact', { ...contact('bot@example.org'), website: 'https://spam.example' });
    await post('call-back', { name: 'Ramesh Katre', phone: '9823012345', village: 'Amgaon', topic: 'Soil or water test' });
    await settle();
    expect(mail.mails.slice(before).filter((received) => !received.to.includes(STAFF))).toEqual([]);
  });
});

describe.each(backends())('a digest the mail server refused, on %s', (backend) => {
  test('is sent again at the next look, counting what it held and what came since', async () => {
    const mail = await new SmtpReceiver().start();
    const api = await startTestApp({ backend, mail, env: { STAFF_EMAIL: STAFF, SITE_URL } });
    const callBack = { name: 'Dulari Uike', phone: '9423012345', village: 'Salekasa', topic: 'Something else' };
    try {
      mail.refuse(true);
      expect((await api.post('/api/forms/call-back', callBack)).statusCode).toBe(201);
      await settle();
      mail.refuse(false);
      expect(mail.mailsTo(STAFF)).toEqual([]);
      expect((await api.post('/api/forms/call-back', { ...callBack, village: 'Deori' })).statusCode).toBe(201);
      const digest = await mail.nextMail(STAFF);
      expect(digest.subject).toBe('2 new submissions on the website');
    } finally {
      await api.close();
      await mail.stop();
    }
  });
});

describe('without STAFF_EMAIL', () => {
  test('no digest is sent, and the submissions are stored as always', async () => {
    const mail = await new SmtpReceiver().start();
    const api = await startTestApp({ backend: 'sqlite', mail });
    try {
      expect((await api.post('/api/forms/call-back', { name: 'Dulari Uike', phone: '9423012345', village: 'Salekasa', topic: 'Something else' })).statusCode).toBe(201);
      await settle();
      expect(mail.mails).toEqual([]);
    } finally {
      await api.close();
      await mail.stop();
    }
  });
});
