import { FORM_CONFIRMATIONS, REFUSAL_MESSAGES, SUBMISSION_KINDS } from 'shared-contracts';
import { adminToken, logIn, PASSWORD, signUp } from './helpers/accounts';
import { SmtpReceiver } from './helpers/smtp-receiver';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

const VALID_FORMS: Record<string, Record<string, string>> = {
  contact: { name: 'Ravi', email: 'ravi@example.org', contact: '9876543210', message: 'Hello from Tirora' },
  volunteer: { name: 'Meena', email: 'meena@example.org', phone: '9876543211', skills: 'Teaching' },
  'hero-member': { name: 'Kiran', email: 'kiran@example.org', phone: '9876543212' },
  newsletter: { email: 'reader@example.org' },
  birthday: { name: 'Anil', dob: '1990-05-17', email: 'anil@example.org' },
  partner: { organisationName: 'Seva Trust', email: 'trust@example.org', message: 'Let us work together' },
  'program-application': { fullName: 'Pooja', email: 'pooja@example.org', phone: '9876543213', program: 'Skill Development' },
  'call-back': { name: 'Sunita Bhoyar', phone: '9823012345', village: 'Tirora', topic: 'Soil or water test' },
};

describe.each(backends())('forms and admin on %s', (backend) => {
  let mail: SmtpReceiver;
  let api: TestApp;
  let admin: string;
  let user: string;
  let volunteer: string;

  beforeAll(async () => {
    mail = await new SmtpReceiver().start();
    api = await startTestApp({ backend, mail });
    admin = await adminToken(api);
    user = await signUp(api, mail, 'plain.user@example.org');
    volunteer = await signUp(api, mail, 'helper@example.org', 'volunteer');
  });
  afterAll(async () => {
    await api.close();
    await mail.stop();
  });

  test.each(SUBMISSION_KINDS)('%s: stored and listed for the admin', async (kind) => {
    const response = await api.post(`/api/forms/${kind}`, VALID_FORMS[kind]);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Thank you/);
    const page = await api.get(`/api/admin/submissions/${kind}`, admin);
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(1);
    expect(page.json().items[0]).toMatchObject({ kind, data: expect.objectContaining(VALID_FORMS[kind]) });
  });

  test('a call back needs a phone and a village, not an e-mail', async () => {
    const request = { name: 'Dulari Uike', phone: '+91 94230 12345', village: 'Salekasa', topic: 'Tailoring machine' };
    expect((await api.post('/api/forms/call-back', request)).statusCode).toBe(201);
    const stored = (await api.get('/api/admin/submissions/call-back?q=salekasa', admin)).json();
    // The ten digits alone, however it was spaced and whether +91 or 0 came first.
    const storedRequest = { ...request, phone: '9423012345' };
    expect(stored.items).toEqual([expect.objectContaining({ data: storedRequest })]);
    // A Hindi or Marathi keyboard types the number in Devanagari digits.
    const byNumber = (await api.get(`/api/admin/submissions/call-back?q=${encodeURIComponent('९४२३०१२३४५')}`, admin)).json();
    expect(byNumber.items).toEqual([expect.objectContaining({ data: storedRequest })]);
    // Staff search for a number as they would write it, with +91 or 0 and spaces.
    for (const written of ['+91 94230 12345', '094230-12345']) {
      const found = (await api.get(`/api/admin/submissions/call-back?q=${encodeURIComponent(written)}`, admin)).json();
      expect([written, found.items]).toEqual([written, [expect.objectContaining({ data: storedRequest })]]);
    }

    const noPhone = await api.post('/api/forms/call-back', { ...request, phone: '' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toEqual({ message: 'Phone number is required' });
    const noTopic = await api.post('/api/forms/call-back', { ...request, topic: 'Loans' });
    expect(noTopic.json()).toEqual({ message: 'Choose what the call is about' });
    // The volunteer reads no submissions; the form is the admin's like the others.
    expect((await api.get('/api/admin/submissions/call-back', volunteer)).statusCode).toBe(403);
  });

  test("staff find a form's choice by its wording in Marathi, Hindi or English, as the dashboard shows it", async () => {
    const lata = { name: 'Lata Kumre', phone: '9823055501', village: 'Deori', topic: 'A programme' };
    const rekha = { name: 'Rekha Uike', phone: '9823055502', village: 'Deori', topic: 'Soil or water test' };
    const talk = { name: 'Asha Meshram', phone: '9823055503', village: 'Deori', topic: 'Something else' };
    for (const request of [lata, rekha, talk]) expect((await api.post('/api/forms/call-back', request)).statusCode).toBe(201);
    const namesFound = async (q: string) => {
      const page = (await api.get(`/api/admin/submissions/call-back?q=${encodeURIComponent(q)}`, admin)).json();
      return [q, page.items.map((item: { data: { name: string } }) => item.data.name).sort()];
    };
    // Marathi and Hindi wordings of 'Soil or water test', and a word of 'A programme (training, ...)'.
    expect(await namesFound('माती deori')).toEqual(['माती deori', ['Rekha Uike']]);
    expect(await namesFound('मिट्टी deori')).toEqual(['मिट्टी deori', ['Rekha Uike']]);
    expect(await namesFound('deori बचत गट')).toEqual(['deori बचत गट', ['Lata Kumre']]);
    expect(await namesFound('training deori')).toEqual(['training deori', ['Lata Kumre']]);
    // A word in no wording and no entry finds nothing; other words still match what was typed.
    expect(await namesFound('पाऊस deori')).toEqual(['पाऊस deori', []]);
    expect(await namesFound('Uike deori')).toEqual(['Uike deori', ['Rekha Uike']]);
    // A message that merely contains a choice's English value is not that choice.
    const nilesh = { name: 'Nilesh', email: 'nilesh@example.org', contact: '9823055504', message: 'Soil or water test results, please' };
    expect((await api.post('/api/forms/contact', nilesh)).statusCode).toBe(201);
    const contactsFound = async (q: string) => (await api.get(`/api/admin/submissions/contact?q=${encodeURIComponent(q)}`, admin)).json().total;
    expect(await contactsFound('nilesh तपासणी')).toBe(0);
    expect(await contactsFound('nilesh soil')).toBe(1);
    const application = { fullName: 'Vaishali Katre', email: 'vaishali@example.org', phone: '9823055505', program: 'Guidance & Support' };
    expect((await api.post('/api/forms/program-application', application)).statusCode).toBe(201);
    const programmes = (await api.get(`/api/admin/submissions/program-application?q=${encodeURIComponent('साहाय्य katre')}`, admin)).json();
    expect(programmes.items).toEqual([expect.objectContaining({ data: application })]);
  });

  test('a contact message from abroad keeps its number as + and digits, and staff find it as they write it', async () => {
    const message = { name: 'Priya Nair', email: 'priya@example.org', contact: '0044 7700 900123', message: 'A gift from London' };
    expect((await api.post('/api/forms/contact', message)).statusCode).toBe(201);
    for (const written of ['+44 7700 900123', '0044-7700-900123']) {
      const found = (await api.get(`/api/admin/submissions/contact?q=${encodeURIComponent(written)}`, admin)).json();
      expect([written, found.items]).toEqual([written, [expect.objectContaining({ data: { ...message, contact: '+447700900123' } })]]);
    }
    // A call back is made in the district: it takes Indian mobile numbers only.
    const callBack = await api.post('/api/forms/call-back', { name: 'Priya Nair', phone: '+44 7700 900123', village: 'Gondia', topic: 'A programme' });
    expect(callBack.statusCode).toBe(400);
    expect(callBack.json()).toEqual({ message: 'Enter a valid 10-digit Indian phone number' });
  });

  test('a repeated newsletter address is thanked again but stored once', async () => {
    const first = await api.post('/api/forms/newsletter', { email: 'twice@example.org' });
    const second = await api.post('/api/forms/newsletter', { email: 'TWICE@example.org' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual({ message: FORM_CONFIRMATIONS.newsletter });
    const page = await api.get('/api/admin/submissions/newsletter?q=twice', admin);
    expect(page.json().total).toBe(1);
  });

  test('submissions page newest first, with a case-insensitive filter', async () => {
    for (let index = 0; index < 5; index += 1) {
      await api.post('/api/forms/contact', { ...VALID_FORMS.contact, message: `Paging message ${index} 100%_done` });
    }
    const first = await api.get('/api/admin/submissions/contact?page=1&pageSize=2&q=PAGING', admin);
    expect(first.json()).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.json().items.map((item: { data: { message: string } }) => item.data.message)).toEqual([
      'Paging message 4 100%_done',
      'Paging message 3 100%_done',
    ]);
    const third = await api.get('/api/admin/submissions/contact?page=3&pageSize=2&q=paging', admin);
    expect(third.json().items).toHaveLength(1);
    // % and _ are literal characters in the filter, not wildcards.
    expect((await api.get('/api/admin/submissions/contact?q=0%25_d', admin)).json().total).toBe(5);
    expect((await api.get('/api/admin/submissions/contact?q=0%25xd', admin)).json().total).toBe(0);
    expect((await api.get('/api/admin/submissions/contact?pageSize=500', admin)).statusCode).toBe(400);
    expect((await api.get('/api/admin/submissions/unknown-kind', admin)).statusCode).toBe(404);
  });

  test('admin endpoints: 401 without a token, 403 for other roles', async () => {
    const adminGets = ['/api/admin/view-data', '/api/admin/submissions/contact', '/api/admin/users', '/api/admin/uploads/0123456789abcdef0123456789abcdef'];
    for (const url of adminGets) {
      expect((await api.get(url)).statusCode).toBe(401);
      expect((await api.get(url, user)).statusCode).toBe(403);
      expect((await api.get(url, volunteer)).statusCode).toBe(403);
      expect((await api.get(url, 'not-a-token')).statusCode).toBe(401);
    }
    expect((await api.get('/api/admin/view-data', admin)).json()).toEqual({ ok: true, data: [] });
    const me = (await api.get('/api/me', user)).json();
    expect((await api.put(`/api/admin/users/${me.id}/role`, { role: 'admin' }, user)).statusCode).toBe(403);
  });

  test('an admin deletes an account its owner asked to be removed: logged out for good, and the address free to sign up again', async () => {
    const leaving = await signUp(api, mail, 'leaving.user@example.org');
    const { id } = (await api.get('/api/me', leaving)).json();
    expect((await api.delete(`/api/admin/users/${id}`, volunteer)).statusCode).toBe(403);
    expect((await api.delete(`/api/admin/users/${id}`, leaving)).statusCode).toBe(403);
    const me = (await api.get('/api/me', admin)).json();
    const own = await api.delete(`/api/admin/users/${me.id}`, admin);
    expect([own.statusCode, own.json()]).toEqual([400, { message: REFUSAL_MESSAGES.ownAccount }]);

    expect((await api.delete(`/api/admin/users/${id}`, admin)).statusCode).toBe(204);
    const gone = await api.get('/api/me', leaving);
    expect([gone.statusCode, gone.json()]).toEqual([401, { message: REFUSAL_MESSAGES.accountGone }]);
    expect((await api.post('/api/login', { email: 'leaving.user@example.org', password: PASSWORD })).statusCode).toBe(401);
    expect((await api.get('/api/admin/users?q=leaving.user', admin)).json().total).toBe(0);
    const again = await api.delete(`/api/admin/users/${id}`, admin);
    expect([again.statusCode, again.json()]).toEqual([404, { message: REFUSAL_MESSAGES.noSuchUser }]);
    expect((await api.delete('/api/admin/users/abc%00def', admin)).statusCode).toBe(404);

    const returning = await signUp(api, mail, 'leaving.user@example.org');
    expect((await api.get('/api/me', returning)).json().id).not.toBe(id);
  });

  test('volunteers read account holders as names, e-mails and roles only; users cannot', async () => {
    const asVolunteer = await api.get('/api/staff/accounts?q=helper', volunteer);
    expect(asVolunteer.statusCode).toBe(200);
    expect(asVolunteer.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const [helper] = asVolunteer.json().items;
    expect(helper).toEqual({ id: expect.any(String), name: expect.any(String), email: 'helper@example.org', role: 'volunteer' });
    expect((await api.get('/api/staff/accounts', admin)).json().total).toBeGreaterThan(1);
    // Volunteers do not see phone numbers, so their search does not match them either.
    expect((await api.get('/api/staff/accounts?q=98765', volunteer)).json().total).toBe(0);
    expect((await api.get('/api/admin/users?q=98765', admin)).json().total).toBeGreaterThan(0);
    expect((await api.get('/api/staff/accounts', user)).statusCode).toBe(403);
    expect((await api.get('/api/staff/accounts')).statusCode).toBe(401);
    expect((await api.get('/api/staff/accounts?pageSize=500', volunteer)).statusCode).toBe(400);
    // Reading is all: the role change stays with admins.
    expect((await api.put(`/api/admin/users/${helper.id}/role`, { role: 'admin' }, volunteer)).statusCode).toBe(403);
  });

  test('staff find an entry by the words of a name in any order, and by a number typed in part or with separators', async () => {
    const entry = { name: 'Sunita Bhoyar', email: 'sunita.bhoyar@example.org', contact: '+1 (415) 555-0134', message: 'Asking about the sewing class' };
    expect((await api.post('/api/forms/contact', entry)).statusCode).toBe(201);
    const found = async (q: string) =>
      ((await api.get(`/api/admin/submissions/contact?q=${encodeURIComponent(q)}`, admin)).json().items as { data: { email: string } }[]).map((item) => item.data.email);
    for (const q of ['Bhoyar Sunita', 'sunita   bhoyar', 'sewing Bhoyar', '(415) 555-0134', '415 555', '555-0134', '+1 415']) {
      expect([q, await found(q)]).toEqual([q, [entry.email]]);
    }
    expect(await found('Bhoyar Asha')).toEqual([]);
    // Part of an Indian number with its country code, and a number from abroad with its trunk 0.
    const indian = { name: 'Meena Uikey', email: 'meena.uikey@example.org', contact: '98765 10203', message: 'Call me' };
    const emirati = { name: 'Ravi Nair', email: 'ravi.nair@example.org', contact: '+971 50 123 4567', message: 'From Dubai' };
    for (const other of [indian, emirati]) expect((await api.post('/api/forms/contact', other)).statusCode).toBe(201);
    for (const q of ['+91 98765 10', '0091 98765 10', '098765 10']) expect([q, await found(q)]).toEqual([q, [indian.email]]);
    expect(await found('050 123 4567')).toEqual([emirati.email]);
  });

  test("counts each form's entries since a moment (the staff's start of today); admins only", async () => {
    type Count = { kind: string; since: number };
    const countsSince = async (since: number) => (await api.get(`/api/admin/submission-counts?since=${since}`, admin)).json().counts as Count[];
    const contactOf = (counts: Count[]) => counts.find((count) => count.kind === 'contact');
    expect((await api.post('/api/forms/contact', { name: 'Earlier', email: 'earlier@example.org', contact: '9876543298', message: 'Hello' })).statusCode).toBe(201);
    expect(contactOf(await countsSince(0))!.since).toBeGreaterThan(0);
    const startOfToday = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await api.post('/api/forms/contact', { name: 'New Today', email: 'new.today@example.org', contact: '9876543299', message: 'Hello' })).statusCode).toBe(201);

    const today = await countsSince(startOfToday);
    expect(contactOf(today)).toEqual({ kind: 'contact', since: 1 });
    expect(today.filter((count) => count.kind !== 'contact').map((count) => count.since)).toEqual(today.filter((count) => count.kind !== 'contact').map(() => 0));
    expect((await api.get(`/api/admin/submission-counts?since=${startOfToday}`, user)).statusCode).toBe(403);
    for (const bad of ['', '?since=yesterday', '?since=-1', `?since=${startOfToday}&kind=contact`]) {
      expect([bad, (await api.get(`/api/admin/submission-counts${bad}`, admin)).statusCode]).toEqual([bad, 400]);
    }
  });

  test('an account is found by its name as spelled, capitals and accents alike', async () => {
    const email = 'elodie.nandu@example.org';
    expect((await api.post('/api/register', { name: 'Élodie Ñandú', mobile: '9822011223', email, password: PASSWORD })).statusCode).toBe(201);
    expect((await api.post('/api/verify-otp', { email, otp: await mail.nextCode(email) })).statusCode).toBe(200);
    for (const q of ['Élodie', 'élodie', 'ÑANDÚ', 'ñandú']) {
      const found = (await api.get(`/api/admin/users?q=${encodeURIComponent(q)}`, admin)).json();
      expect([q, found.items.map((user: { email: string }) => user.email)]).toEqual([q, [email]]);
    }
  });

  test('users list and role changes; a demoted admin loses access at once', async () => {
    const list = await api.get('/api/admin/users?q=HELPER', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    const helper = list.json().items[0];
    expect(helper).toMatchObject({ email: 'helper@example.org', role: 'volunteer', verified: true });

    const promoted = await api.put(`/api/admin/users/${helper.id}/role`, { role: 'admin' }, admin);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: helper.id, role: 'admin' });
    // The token that says volunteer was ended by the change: the next login carries the new role.
    expect((await api.get('/api/admin/users', volunteer)).statusCode).toBe(401);
    const asAdmin = await logIn(api, 'helper@example.org');
    expect((await api.get('/api/admin/users', asAdmin)).statusCode).toBe(200);

    const selfId = (await api.get('/api/me', admin)).json().id;
    const selfDemote = await api.put(`/api/admin/users/${selfId}/role`, { role: 'user' }, admin);
    expect(selfDemote.statusCode).toBe(400);

    expect((await api.put(`/api/admin/users/${helper.id}/role`, { role: 'user' }, admin)).statusCode).toBe(200);
    expect((await api.get('/api/admin/users', asAdmin)).statusCode).toBe(401);
    expect((await api.get('/api/admin/users', await logIn(api, 'helper@example.org'))).statusCode).toBe(403);
    expect((await api.put('/api/admin/users/no-such-id/role', { role: 'user' }, admin)).statusCode).toBe(404);
    expect((await api.put(`/api/admin/users/${helper.id}/role`, { role: 'superuser' }, admin)).statusCode).toBe(400);
  });

  test('ready while the database answers, 503 once it cannot be reached; health stays up', async () => {
    const probe = await startTestApp({ backend, mail });
    try {
      expect((await probe.get('/api/ready')).json()).toEqual({ ok: true, database: 'up' });
      await probe.app.db.destroy();
      const notReady = await probe.get('/api/ready');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ message: 'Not ready: the database cannot be reached' });
      expect((await probe.get('/api/health')).statusCode).toBe(200);
    } finally {
      await probe.close();
    }
  });

  test('health and unknown routes', async () => {
    expect((await api.get('/api/health')).json()).toEqual({ ok: true });
    const missing = await api.get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });
});
