import fs from 'node:fs';
import path from 'node:path';
import { HONEYPOT_FIELD } from 'shared-contracts';
import { multipart, SAMPLE_FILES, tailorFields } from './helpers/fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('the honeypot field of the public forms', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({ backend: 'sqlite' });
  });
  afterAll(() => api.close());

  const rowsMentioning = async (marker: string) =>
    (await api.app.db.selectFrom('submissions').select('data').execute()).filter((row) => row.data.includes(marker)).length;
  const contact = (name: string) => ({ name, email: 'a@example.org', contact: '9876543210', message: 'Please call me' });

  test('a filled-in trap gets the usual thanks and nothing is stored', async () => {
    const person = await api.post('/api/forms/contact', { ...contact('Real Person'), [HONEYPOT_FIELD]: '' });
    const bot = await api.post('/api/forms/contact', { ...contact('Spam Bot'), [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual(person.json());
    expect(await rowsMentioning('Real Person')).toBe(1);
    expect(await rowsMentioning('Spam Bot')).toBe(0);
  });

  test('a bot post is still validated like any other', async () => {
    const invalid = await api.post('/api/forms/contact', { name: 'Spam', [HONEYPOT_FIELD]: 'x' });
    expect(invalid.statusCode).toBe(400);
  });

  test('the tailor-machine request: no row and no document kept for a bot', async () => {
    const uploads = path.join(api.dataDir, 'uploads');
    const before = fs.readdirSync(uploads).length;
    const body = await multipart(tailorFields({ name: 'Upload Bot', [HONEYPOT_FIELD]: 'filled' }), [
      { field: 'aadharUpload', content: SAMPLE_FILES.pdf, type: 'application/pdf' },
    ]);
    const response = await api.app.inject({ method: 'POST', url: '/api/users/submit', ...body });
    expect(response.statusCode).toBe(201);
    expect(await rowsMentioning('Upload Bot')).toBe(0);
    expect(fs.readdirSync(uploads)).toHaveLength(before);
  });
});
