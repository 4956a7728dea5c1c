import { InsertBatcher } from '../src/db/insert-batcher';
import { insertSubmissions, type NewSubmission } from '../src/db/repositories/submissions';
import { newSubmission } from '../src/services/submissions';
import { multipart, SAMPLE_FILES, tailorFields } from './helpers/fixtures';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

const contact = (message: string, name = 'Meera') => ({ name, email: 'meera@example.org', contact: '9876543210', message });

describe.each(backends())('control characters and batch failures on %s', (backend) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ backend });
  });
  afterAll(() => api.close());

  const storedCount = async (marker: string) =>
    (await api.app.db.selectFrom('submissions').select('data').execute()).filter((row) => row.data.includes(marker)).length;

  test('a NUL among concurrent posts fails only its own post, with a 400 and a message', async () => {
    const good = Array.from({ length: 40 }, (_, n) => api.browser().post('/api/forms/contact', contact(`batch-a ${n}`)));
    const bad = api.browser().post('/api/forms/contact', contact('batch-a \u0000 hidden'));
    const [badResponse, ...goodResponses] = await Promise.all([bad, ...good]);
    expect(badResponse.statusCode).toBe(400);
    expect(badResponse.json().message).toBe('Message contains characters that are not allowed');
    expect(goodResponses.map((response) => response.statusCode)).toEqual(goodResponses.map(() => 201));
    expect(await storedCount('batch-a')).toBe(40);
  });

  test.each([
    ['/api/register', { name: 'Asha\u0000', mobile: '9876543210', email: 'nul@example.org', password: 'long enough passphrase' }],
    ['/api/forms/partner', { organisationName: 'Org\u0007', email: 'p@example.org' }],
    ['/api/forms/hero-member', { name: 'Ravi', email: 'r@example.org', phone: '9876543210', availability: 'week\u001bends' }],
    ['/api/forms/contact', contact('x\u009b31mred')],
    ['/api/forms/contact', contact('Meera \u0085 Bai')],
    ['/api/forms/contact', contact('\u202Eevil text')],
    ['/api/forms/volunteer', { name: 'Ravi\u2066', email: 'r@example.org', phone: '9876543210' }],
  ])('%s refuses control characters with a 400', async (url, body) => {
    const response = await api.post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/contains characters that are not allowed/);
  });

  test('the zero-width joiners of Marathi and Hindi spelling are kept', async () => {
    // र्‍ (eyelash ra) needs ZWJ; क्‌ष keeps its halant visible with ZWNJ.
    expect((await api.post('/api/forms/contact', contact('keep-joiners प्रकाश र\u094D\u200Dया क\u094D\u200Cष'))).statusCode).toBe(201);
    expect(await storedCount('keep-joiners')).toBe(1);
  });

  test('tabs and line breaks in a message are kept', async () => {
    expect((await api.post('/api/forms/contact', contact('line one\r\nline two\tindented keep-me'))).statusCode).toBe(201);
    expect(await storedCount('keep-me')).toBe(1);
  });

  test('the tailor-machine form refuses control characters', async () => {
    const body = await multipart(tailorFields({ address: 'Ward 4\u0000' }), [{ field: 'aadharUpload', content: SAMPLE_FILES.png, type: 'image/png' }]);
    const response = await api.app.inject({ method: 'POST', url: '/api/users/submit', ...body });
    expect(response.statusCode).toBe(400);
  });

  test('when a batch fails in the database, its rows are retried one by one', async () => {
    const writer = new InsertBatcher<NewSubmission>((rows) => insertSubmissions(api.app.db, rows));
    const first = newSubmission('contact', { message: 'retry-b 1' }, Date.now());
    // Same id as the first: the unique constraint fails the batch on both databases.
    const clash = { ...newSubmission('contact', { message: 'retry-b clash' }, Date.now()), id: first.id };
    const last = newSubmission('contact', { message: 'retry-b 3' }, Date.now());
    const results = await Promise.allSettled([writer.insert(first), writer.insert(clash), writer.insert(last)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await storedCount('retry-b')).toBe(2);
  });
});
