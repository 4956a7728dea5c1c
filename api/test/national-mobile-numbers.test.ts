import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { adminToken } from './helpers/accounts';
import { atMigration } from './helpers/older-schema';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

/** Rows as the API stored them before numbers lost their +91 or 0. */
const accounts = [
  { id: randomUUID(), email: 'plus@example.org', mobile: '+919876543210' },
  { id: randomUUID(), email: 'zero@example.org', mobile: '09822012345' },
  { id: randomUUID(), email: 'plain@example.org', mobile: '9423012345' },
  { id: randomUUID(), email: 'none@example.org', mobile: '' },
];
const waitingSignup = { id: randomUUID(), email: 'waiting@example.org', mobile: '+919000000001' };
const entries = [
  { kind: 'call-back', data: { name: 'Dulari Uike', phone: '+919423012345', village: 'Salekasa', topic: 'Tailoring machine' } },
  { kind: 'contact', data: { name: 'Sunita', email: 's@example.org', contact: '09876543210', message: 'Call me on +919876543210' } },
  { kind: 'birthday', data: { name: 'Ravi', phone: '' } },
  { kind: 'volunteer', data: { name: 'Meena', phone: '8888888888', skills: 'Teaching' } },
];
/** Data no API version writes, which must not stop the others' migration. */
const unreadable = ['not json', 'null', '["+919876543210"]'];

describe.each(backends())('numbers stored with +91 or 0, on %s', (backend) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({
      backend,
      beforeStart: atMigration('009_session_version', async (db) => {
        const before = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
        for (const account of accounts) {
          await before.insertInto('users').values({ ...account, name: 'Asha', password_hash: 'x', role: 'user', verified: 1, created_at: 0 }).execute();
        }
        await before.insertInto('pending_signups').values({ ...waitingSignup, name: 'Asha', password_hash: 'x', created_at: 0 }).execute();
        for (const [index, { kind: formKind, data }] of entries.entries()) {
          const searchText = Object.values(data).join('\n').toLowerCase();
          await before.insertInto('submissions').values({ id: randomUUID(), kind: formKind, created_at: index, data: JSON.stringify(data), search_text: searchText }).execute();
        }
        for (const [index, data] of unreadable.entries()) {
          await before.insertInto('submissions').values({ id: randomUUID(), kind: 'contact', created_at: 100 + index, data, search_text: '' }).execute();
        }
      }),
    });
  });
  afterAll(() => api.close());

  test('hold the ten digits alone once the API has started, in accounts, waiting sign-ups and form entries', async () => {
    const db = api.app.db;
    const mobiles = await db.selectFrom('users').select(['email', 'mobile']).orderBy('email').execute();
    expect(mobiles).toEqual([
      { email: 'none@example.org', mobile: '' },
      { email: 'plain@example.org', mobile: '9423012345' },
      { email: 'plus@example.org', mobile: '9876543210' },
      { email: 'zero@example.org', mobile: '9822012345' },
    ]);
    expect(await db.selectFrom('pending_signups').select('mobile').execute()).toEqual([{ mobile: '9000000001' }]);

    const stored = await db.selectFrom('submissions').select(['kind', 'data', 'search_text']).orderBy('created_at').execute();
    expect(stored.slice(entries.length).map((entry) => entry.data)).toEqual(unreadable);
    expect(stored.slice(0, entries.length).map((entry) => JSON.parse(entry.data))).toEqual([
      { ...entries[0].data, phone: '9423012345' },
      // Only the phone field: a number written in the message stays as written.
      { ...entries[1].data, contact: '9876543210' },
      entries[2].data,
      entries[3].data,
    ]);
    expect(stored[0].search_text).toBe('dulari uike\n9423012345\nsalekasa\ntailoring machine');
    expect(stored[1].search_text).toBe('sunita\ns@example.org\n9876543210\ncall me on +919876543210');
  });

  test('stored with a prefix after the migration (by the previous release, during a rollout), are still shown as the ten digits', async () => {
    const db = api.app.db;
    const id = randomUUID();
    await db.insertInto('users').values({ id, email: 'late@example.org', name: 'Asha', mobile: '+919812312345', password_hash: 'x', role: 'user', verified: 1, created_at: 0 }).execute();
    const late = { name: 'Kamla', phone: '09812312345', village: 'Amgaon', topic: 'Tailoring machine' };
    await db.insertInto('submissions').values({ id: randomUUID(), kind: 'call-back', created_at: 200, data: JSON.stringify(late), search_text: Object.values(late).join('\n').toLowerCase() }).execute();

    const admin = await adminToken(api);
    const users = (await api.get('/api/admin/users?q=late%40example.org', admin)).json();
    expect(users.items).toEqual([expect.objectContaining({ email: 'late@example.org', mobile: '9812312345' })]);
    const entries = (await api.get('/api/admin/submissions/call-back?q=amgaon', admin)).json();
    expect(entries.items).toEqual([expect.objectContaining({ data: { ...late, phone: '9812312345' } })]);
  });
});
