import { adminToken } from './helpers/accounts';
import { multipart, SAMPLE_FILES, tailorFields } from './helpers/fixtures';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

interface BadRequest {
  name: string;
  body: string | Buffer;
  contentType?: string;
}

/** Bodies no JSON endpoint may take: each must answer 4xx `{ message }`, never 5xx. */
const BAD_JSON: BadRequest[] = [
  { name: 'malformed JSON', body: '{"email": ' },
  { name: 'empty body', body: '' },
  { name: 'JSON null', body: 'null' },
  { name: 'JSON array', body: '[]' },
  { name: 'JSON string', body: '"hello"' },
  { name: 'JSON number', body: '42' },
  { name: 'empty object', body: '{}' },
  { name: 'prototype pollution', body: '{"__proto__": {"admin": true}, "email": "a@example.org"}' },
  { name: 'extra field', body: JSON.stringify({ email: 'a@example.org', isAdmin: true }) },
  { name: 'wrong types', body: JSON.stringify({ email: 12, name: ['x'], password: { a: 1 } }) },
  { name: 'oversize body', body: JSON.stringify({ email: 'a@example.org', message: 'x'.repeat(200_000) }) },
  { name: 'plain text', body: 'email=a@example.org', contentType: 'text/plain' },
  { name: 'url-encoded form', body: 'email=a%40example.org', contentType: 'application/x-www-form-urlencoded' },
  { name: 'xml', body: '<email>a@example.org</email>', contentType: 'application/xml' },
];

const JSON_ENDPOINTS = [
  '/api/register',
  '/api/verify-otp',
  '/api/resend-otp',
  '/api/login',
  '/api/forgot-password',
  '/api/reset-password',
  '/api/forms/contact',
  '/api/forms/volunteer',
  '/api/forms/hero-member',
  '/api/forms/newsletter',
  '/api/forms/birthday',
  '/api/forms/partner',
  '/api/forms/program-application',
  '/api/newsletter/confirm',
  '/api/newsletter/unsubscribe',
];

/** Near misses of valid payloads: a missing, extra or wrongly typed field each. */
const NEAR_MISSES: Record<string, unknown[]> = {
  '/api/register': [
    { name: 'A', mobile: '9876543210', email: 'a@example.org' },
    { name: 'A', mobile: '9876543210', email: 'a@example.org', password: 'short' },
    { name: 'A', mobile: '12345', email: 'a@example.org', password: 'long enough' },
    { name: '', mobile: '9876543210', email: 'a@example.org', password: 'long enough' },
    { name: 'A', mobile: '9876543210', email: 'a@example.org', password: 'long enough', role: 'admin' },
  ],
  '/api/verify-otp': [{ email: 'a@example.org', otp: '12345' }, { email: 'a@example.org', otp: 123456 }, { email: 'a@example.org', otp: 'abcdef' }],
  '/api/login': [{ email: 'a@example.org' }, { email: 'not-an-email', password: 'x' }, { email: 'a@example.org', password: 'x'.repeat(200) }],
  '/api/reset-password': [{ email: 'a@example.org', otp: '123456', newPassword: 'short' }, { email: 'a@example.org', otp: '123456' }],
  '/api/forms/contact': [{ name: 'A', email: 'a@example.org', contact: '9876543210' }, { name: 'A', email: 'a@example.org', contact: '9876543210', message: 'x'.repeat(6000) }],
  '/api/forms/birthday': ['2999-01-01', 'yesterday', '2020-02-31', '2023-02-29', '1899-12-31', '0000-01-01', '2020-13-01'].map((dob) => ({
    name: 'A',
    email: 'a@example.org',
    dob,
  })),
  '/api/forms/program-application': [{ fullName: 'A', email: 'a@example.org', phone: '9876543210', program: 'Astronomy' }],
  '/api/forms/partner': [{ organisationName: 'Org' }],
  '/api/forms/newsletter': [{ email: 'a@example.org', name: 'extra' }],
  '/api/newsletter/confirm': [{ token: `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.${'A'.repeat(43)}`, email: 'a@example.org' }, { token: ['a'] }],
  '/api/newsletter/unsubscribe': [{ token: 'x'.repeat(5000) }, { token: null }],
};

describe.each(backends())('bad input on %s', (backend) => {
  let api: TestApp;
  let admin: string;
  let storedBefore: string;

  const snapshot = async () =>
    JSON.stringify([
      await api.app.db.selectFrom('users').selectAll().orderBy('id').execute(),
      await api.app.db.selectFrom('submissions').selectAll().orderBy('seq').execute(),
    ]);
  const expectClientError = (response: { statusCode: number; json(): { message?: unknown } }, label: string) => {
    expect({ label, status: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({ label, status: true });
    expect({ label, message: typeof response.json().message }).toEqual({ label, message: 'string' });
  };

  beforeAll(async () => {
    api = await startTestApp({ backend });
    admin = await adminToken(api);
    expect((await api.post('/api/forms/contact', { name: 'Kept', email: 'kept@example.org', contact: '9876543210', message: 'Stay' })).statusCode).toBe(201);
    storedBefore = await snapshot();
  });
  afterAll(() => api.close());

  test.each(JSON_ENDPOINTS)('%s refuses a body that is not JSON with 415 Unsupported content type', async (url) => {
    for (const contentType of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await api.app.inject({ method: 'POST', url, payload: '{"email":"a@example.org"}', headers: { 'content-type': contentType } });
      expect({ contentType, status: response.statusCode, body: response.json() }).toEqual({ contentType, status: 415, body: { message: 'Unsupported content type' } });
    }
  });

  test.each(JSON_ENDPOINTS)('%s refuses every malformed body with 4xx { message }', async (url) => {
    for (const bad of BAD_JSON) {
      const response = await api.app.inject({
        method: 'POST',
        url,
        payload: bad.body,
        headers: { 'content-type': bad.contentType ?? 'application/json' },
      });
      expectClientError(response, `${url} ${bad.name}`);
    }
    for (const payload of NEAR_MISSES[url] ?? []) {
      expectClientError(await api.post(url, payload), `${url} ${JSON.stringify(payload).slice(0, 80)}`);
    }
  });

  test('/api/users/submit refuses malformed multipart bodies', async () => {
    const valid = await multipart(tailorFields(), [{ field: 'aadharUpload', content: SAMPLE_FILES.jpeg }]);
    const boundary = valid.headers['content-type'].split('boundary=')[1];
    const cases: { name: string; payload: string | Buffer; contentType: string }[] = [
      { name: 'JSON instead of multipart', payload: JSON.stringify(tailorFields()), contentType: 'application/json' },
      { name: 'truncated', payload: valid.payload.subarray(0, valid.payload.length - 60), contentType: valid.headers['content-type'] },
      { name: 'no boundary', payload: valid.payload, contentType: 'multipart/form-data' },
      { name: 'wrong boundary', payload: valid.payload, contentType: 'multipart/form-data; boundary=nope' },
      { name: 'garbage', payload: `--${boundary}\r\nthis is not a part\r\n\r\n--${boundary}--`, contentType: valid.headers['content-type'] },
      { name: 'empty', payload: '', contentType: valid.headers['content-type'] },
    ];
    const withFields = async (fields: Record<string, string>) => multipart(fields, [{ field: 'aadharUpload', content: SAMPLE_FILES.jpeg }]);
    for (const fields of [
      { ...tailorFields(), extra: 'field' },
      Object.fromEntries(Object.entries(tailorFields()).filter(([key]) => key !== 'bankName')),
      tailorFields({ address: 'x'.repeat(20_000) }),
    ]) {
      const body = await withFields(fields);
      cases.push({ name: `fields ${Object.keys(fields).length}`, payload: body.payload, contentType: body.headers['content-type'] });
    }
    for (const bad of cases) {
      const response = await api.app.inject({ method: 'POST', url: '/api/users/submit', payload: bad.payload, headers: { 'content-type': bad.contentType } });
      expectClientError(response, bad.name);
    }
  });

  test('/api/users/submit takes its fields as plain text only, and its document only as a file', async () => {
    const valid = await multipart(tailorFields(), [{ field: 'aadharUpload', content: SAMPLE_FILES.jpeg }]);
    const nameSentAs = (json: string) => ({
      payload: Buffer.from(
        valid.payload.toString('latin1').replace('name="name"\r\n\r\nSunita Bai', `name="name"\r\nContent-Type: application/json\r\n\r\n${json}`),
        'latin1',
      ),
      headers: valid.headers,
    });
    const cases = [
      { name: 'an object', body: nameSentAs('{"a":1}'), message: 'Send every field as plain text' },
      { name: 'a list', body: nameSentAs('["Sunita","Bai"]'), message: 'Send every field as plain text' },
      { name: 'broken JSON', body: nameSentAs('{bad'), message: 'Send every field as plain text' },
      { name: 'the document as text', body: await multipart({ ...tailorFields(), aadharUpload: 'card.jpg' }), message: 'Field "aadharUpload" must be a file' },
    ];
    for (const bad of cases) {
      const response = await api.app.inject({ method: 'POST', url: '/api/users/submit', payload: bad.body.payload, headers: bad.body.headers });
      expect({ case: bad.name, status: response.statusCode, body: response.json() }).toEqual({ case: bad.name, status: 400, body: { message: bad.message } });
    }
  });

  test('admin endpoints refuse bad queries and bodies', async () => {
    const me = (await api.get('/api/me', admin)).json();
    for (const url of ['/api/admin/users?page=0', '/api/admin/users?page=abc', '/api/admin/users?extra=1', '/api/admin/submissions/contact?pageSize=-1']) {
      expectClientError(await api.get(url, admin), url);
    }
    // What no field of the contract words itself, the API still says in English (zod's own texts).
    expect((await api.get('/api/admin/users?page=0', admin)).json().message).toBe('page: Too small: expected number to be >=1');
    expect((await api.get('/api/admin/users?extra=1', admin)).json().message).toBe('Unrecognized key: "extra"');
    for (const body of ['{', '[]', '{"role":"root"}', '{"role":"user","extra":1}', '']) {
      const response = await api.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${me.id}/role`,
        payload: body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      });
      expectClientError(response, `role ${body}`);
    }
  });

  test('a search pasted from a phone, wrapped in invisible direction marks, searches for what it wraps', async () => {
    const response = await api.get(`/api/admin/submissions/contact?q=${encodeURIComponent('\u202a+91 98765 43210\u202c')}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { data: { name: string } }) => item.data.name)).toEqual(['Kept']);
  });

  test('search words and account ids with control characters are refused or match nothing, never a 5xx', async () => {
    for (const url of ['/api/admin/users?q=%00', '/api/admin/users?q=a%C2%85', '/api/staff/accounts?q=%00', '/api/admin/submissions/contact?q=a%07b']) {
      const response = await api.get(url, admin);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()).toEqual({ message: 'Search contains characters that are not allowed' });
    }
    for (const id of ['%00', 'a%00b', 'x'.repeat(90)]) {
      const response = await api.put(`/api/admin/users/${id}/role`, { role: 'user' }, admin);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
      expect(response.json()).toEqual({ message: 'There is no such user' });
    }
  });

  test('an address the router cannot read answers { message } alone, without echoing it', async () => {
    const badEscape = await api.put('/api/admin/users/%ZZ/role', { role: 'user' }, admin);
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({ message: 'The address is not valid' });
    const overlong = await api.put(`/api/admin/users/${'x'.repeat(120)}/role`, { role: 'user' }, admin);
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json()).toEqual({ message: 'The address is too long' });
  });

  test('what was stored before is intact', async () => {
    expect(await snapshot()).toBe(storedBefore);
  });
});
