import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONFIRMATION_MESSAGES, FORM_CONFIRMATIONS, REFUSAL_MESSAGES } from 'shared-contracts';
import { forgetUnconfirmedSubscriptions, UNCONFIRMED_SUBSCRIPTION_DAYS } from '../src/newsletter/forget-unconfirmed';
import { adminToken } from './helpers/accounts';
import { atMigration } from './helpers/older-schema';
import { SmtpReceiver } from './helpers/smtp-receiver';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

const SITE_URL = 'https://gondia.example.org';
const DEVANAGARI = /[\u0900-\u097F]/;
const DAY_MS = 24 * 60 * 60_000;
const NEWSLETTER_LINK = /(https:\/\/gondia\.example\.org(?:\/(?:hi|mr))?\/newsletter)\?token=(\S+)/;
const UNSUBSCRIBE_LINK = /(https:\/\/gondia\.example\.org(?:\/(?:hi|mr))?\/newsletter)\?unsubscribe=(\S+)/;

describe.each(backends())('newsletter subscriptions on %s', (backend) => {
  let mail: SmtpReceiver;
  let api: TestApp;
  let admin: string;

  const subscribe = (email: string, language = 'en') =>
    api.app.inject({ method: 'POST', url: '/api/forms/newsletter', payload: { email }, headers: { 'accept-language': language } });
  const press = (button: 'confirm' | 'unsubscribe', token: unknown) => api.post(`/api/newsletter/${button}`, { token });
  const listed = async (email: string) => (await api.get(`/api/admin/submissions/newsletter?q=${encodeURIComponent(email)}`, admin)).json().items;
  /** The page and token of the link in the last mail to an address. */
  const mailedLink = async (email: string) => {
    const [, page, token] = NEWSLETTER_LINK.exec((await mail.nextMail(email)).body) ?? [];
    return { page, token: decodeURIComponent(token ?? '') };
  };

  beforeAll(async () => {
    mail = await new SmtpReceiver().start();
    api = await startTestApp({ backend, mail, env: { SITE_URL }, rateLimit: { acknowledgementsPerAddressMax: 3 } });
    admin = await adminToken(api);
  });
  afterAll(async () => {
    await api.close();
    await mail.stop();
  });

  test("a subscription waits for its address's owner: the mailed link's button confirms it, and the staff see when", async () => {
    const answer = await subscribe('asha.reader@example.org', 'mr');
    expect([answer.statusCode, answer.json()]).toEqual([201, { message: FORM_CONFIRMATIONS.newsletter }]);
    const confirmation = await mail.nextMail('asha.reader@example.org');
    expect(confirmation.subject).toMatch(DEVANAGARI);
    const [, page, token] = NEWSLETTER_LINK.exec(confirmation.body) ?? [];
    expect(page).toBe(`${SITE_URL}/mr/newsletter`);

    const [waiting] = await listed('asha.reader@example.org');
    expect(waiting.data).toEqual({ email: 'asha.reader@example.org', confirmedAt: '', unsubscribeLink: expect.stringMatching(UNSUBSCRIBE_LINK) });

    const confirmed = await press('confirm', decodeURIComponent(token));
    expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { message: CONFIRMATION_MESSAGES.newsletterConfirmed }]);
    const [entry] = await listed('asha.reader@example.org');
    expect(Date.parse(entry.data.confirmedAt)).toBeGreaterThanOrEqual(Date.parse(entry.createdAt));

    // Pressed again later, it stays confirmed since the first press.
    api.advanceClock(60_000);
    expect((await press('confirm', decodeURIComponent(token))).statusCode).toBe(200);
    expect(await listed('asha.reader@example.org')).toEqual([entry]);
  });

  test('the staff\'s unsubscribe link ends a subscription but cannot confirm one: only the address\'s owner can', async () => {
    await subscribe('not.asked@example.org');
    await mail.nextMail('not.asked@example.org');
    const [entry] = await listed('not.asked@example.org');
    const [, page, token] = UNSUBSCRIBE_LINK.exec(entry.data.unsubscribeLink) ?? [];
    expect(page).toBe(`${SITE_URL}/newsletter`);
    const refused = await press('confirm', decodeURIComponent(token));
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: REFUSAL_MESSAGES.newsletterLinkInvalid }]);
    expect(await listed('not.asked@example.org')).toEqual([entry]);

    expect((await press('unsubscribe', decodeURIComponent(token))).json()).toEqual({ message: CONFIRMATION_MESSAGES.newsletterUnsubscribed });
    expect(await listed('not.asked@example.org')).toEqual([]);
  });

  test('a confirmed address subscribed again is not asked again, but mailed its unsubscribe link, for someone who lost it', async () => {
    await subscribe('lost.link@example.org');
    expect((await press('confirm', (await mailedLink('lost.link@example.org')).token)).statusCode).toBe(200);
    const [entry] = await listed('lost.link@example.org');

    await subscribe('lost.link@example.org', 'hi');
    const reminder = await mail.nextMail('lost.link@example.org');
    expect(reminder.subject).toBe('आपने हमारे न्यूज़लेटर की सदस्यता ले ली है');
    expect(reminder.body).not.toMatch(NEWSLETTER_LINK);
    const [, page, token] = UNSUBSCRIBE_LINK.exec(reminder.body) ?? [];
    expect(page).toBe(`${SITE_URL}/hi/newsletter`);
    expect(await listed('lost.link@example.org')).toEqual([entry]);
    expect((await press('unsubscribe', decodeURIComponent(token))).statusCode).toBe(200);
    expect(await listed('lost.link@example.org')).toEqual([]);
  });

  test('the staff may list the confirmed subscriptions alone, whom the newsletter goes to; the other forms refuse the question', async () => {
    await subscribe('only.asked@sent.example.org');
    await mail.nextMail('only.asked@sent.example.org');
    await subscribe('agreed@sent.example.org');
    expect((await press('confirm', (await mailedLink('agreed@sent.example.org')).token)).statusCode).toBe(200);

    const confirmed = (await api.get('/api/admin/submissions/newsletter?q=sent.example.org&confirmedOnly=true', admin)).json();
    expect([confirmed.total, confirmed.items.map((item: { data: { email: string } }) => item.data.email)]).toEqual([1, ['agreed@sent.example.org']]);
    expect((await api.get('/api/admin/submissions/newsletter?q=sent.example.org&confirmedOnly=false', admin)).json().total).toBe(2);

    const unclear = await api.get('/api/admin/submissions/newsletter?confirmedOnly=maybe', admin);
    expect([unclear.statusCode, unclear.json().message]).toEqual([400, expect.stringMatching(/^confirmedOnly: /)]);
    const elsewhere = await api.get('/api/admin/submissions/contact?confirmedOnly=true', admin);
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, expect.stringMatching(/confirmedOnly/)]);
  });

  test('until it is confirmed, subscribing again mails the same link again: the first mail may have been lost', async () => {
    await subscribe('lost.mail@example.org');
    const first = await mailedLink('lost.mail@example.org');
    await subscribe('Lost.Mail@example.org');
    expect(await mailedLink('lost.mail@example.org')).toEqual(first);
    expect(await listed('lost.mail@example.org')).toHaveLength(1);
  });

  test('the link ends the subscription: the address leaves the staff list, and may subscribe again with a new link', async () => {
    await subscribe('leaving@example.org');
    const { token } = await mailedLink('leaving@example.org');
    expect((await press('confirm', token)).statusCode).toBe(200);

    const ended = await press('unsubscribe', token);
    expect([ended.statusCode, ended.json()]).toEqual([200, { message: CONFIRMATION_MESSAGES.newsletterUnsubscribed }]);
    expect(await listed('leaving@example.org')).toEqual([]);
    // A second press says the same; the link confirms nothing any more.
    expect((await press('unsubscribe', token)).json()).toEqual({ message: CONFIRMATION_MESSAGES.newsletterUnsubscribed });
    const stale = await press('confirm', token);
    expect([stale.statusCode, stale.json()]).toEqual([404, { message: REFUSAL_MESSAGES.newsletterSubscriptionGone }]);

    await subscribe('leaving@example.org');
    const again = await mailedLink('leaving@example.org');
    expect(again.token).not.toBe(token);
    expect(await listed('leaving@example.org')).toEqual([expect.objectContaining({ data: expect.objectContaining({ confirmedAt: '' }) })]);
  });

  test('a link cut short or altered is refused with a message and changes nothing', async () => {
    await subscribe('careful@example.org');
    const { token } = await mailedLink('careful@example.org');
    const [id, signature] = token.split('.');
    const altered = `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const otherSubscription = `${randomUUID()}.${signature}`;
    for (const bad of [token.slice(0, -3), altered, otherSubscription, '', 42, undefined]) {
      for (const button of ['confirm', 'unsubscribe'] as const) {
        const answer = await press(button, bad);
        expect([bad, button, answer.statusCode, answer.json()]).toEqual([bad, button, 400, { message: REFUSAL_MESSAGES.newsletterLinkInvalid }]);
      }
    }
    expect(await listed('careful@example.org')).toEqual([expect.objectContaining({ data: expect.objectContaining({ confirmedAt: '' }) })]);
    // Opening a link is no press: the API has no GET for the buttons.
    expect((await api.get(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`)).statusCode).toBe(404);
  });

  // Last in this suite: it moves the clock on by a month.
  test(`an address nobody confirms within ${UNCONFIRMED_SUBSCRIPTION_DAYS} days of the last mail asking is deleted; a confirmed one stays`, async () => {
    await subscribe('never.confirmed@example.org');
    expect((await mail.nextMail('never.confirmed@example.org')).body).toContain(`${UNCONFIRMED_SUBSCRIPTION_DAYS}`);
    await subscribe('asked.twice@example.org');
    await mail.nextMail('asked.twice@example.org');
    await subscribe('confirmed.late@example.org');
    const { token } = await mailedLink('confirmed.late@example.org');
    api.advanceClock((UNCONFIRMED_SUBSCRIPTION_DAYS - 1) * DAY_MS);
    expect((await press('confirm', token)).statusCode).toBe(200);
    await subscribe('asked.twice@example.org');
    await mail.nextMail('asked.twice@example.org');
    await forgetUnconfirmedSubscriptions(api.app);
    expect(await listed('never.confirmed@example.org')).toHaveLength(1);

    api.advanceClock(2 * DAY_MS);
    await forgetUnconfirmedSubscriptions(api.app);
    expect(await listed('never.confirmed@example.org')).toEqual([]);
    expect(await listed('confirmed.late@example.org')).toHaveLength(1);
    // Its second mail gave it another month.
    expect(await listed('asked.twice@example.org')).toHaveLength(1);
  });
});

describe.each(backends())('newsletter subscriptions made before confirmation was asked, on %s', (backend) => {
  let api: TestApp;
  const before = { id: randomUUID(), created_at: 1_700_000_000_000 };

  beforeAll(async () => {
    api = await startTestApp({
      backend,
      beforeStart: atMigration('010_national_mobile_numbers', async (db) => {
        const older = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
        const data = { email: 'early.reader@example.org' };
        await older
          .insertInto('submissions')
          .values({ ...before, kind: 'newsletter', data: JSON.stringify(data), search_text: data.email, dedupe_key: data.email })
          .execute();
        const contact = { name: 'Ravi', email: 'ravi@example.org', contact: '9876543210', message: 'Hello' };
        await older.insertInto('submissions').values({ id: randomUUID(), kind: 'contact', created_at: 1, data: JSON.stringify(contact), search_text: '' }).execute();
      }),
    });
  });
  afterAll(() => api.close());

  test('count as confirmed when they were made: they had been told the newsletter would come', async () => {
    const admin = await adminToken(api);
    const [early] = (await api.get('/api/admin/submissions/newsletter', admin)).json().items;
    expect(early.data).toMatchObject({ email: 'early.reader@example.org', confirmedAt: new Date(before.created_at).toISOString() });
    const [contact] = (await api.get('/api/admin/submissions/contact', admin)).json().items;
    expect(contact.data).not.toHaveProperty('confirmedAt');
  });
});
