import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REFUSAL_MESSAGES, TAILOR_MACHINE_KIND, UPLOAD_MAX_BYTES } from 'shared-contracts';
import { newSubmission } from '../src/services/submissions';
import { adminToken, signUp } from './helpers/accounts';
import { multipart, SAMPLE_FILES, tailorFields, validAadhaar } from './helpers/fixtures';
import { SmtpReceiver } from './helpers/smtp-receiver';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

describe.each(backends())('tailor-machine requests on %s', (backend) => {
  let mail: SmtpReceiver;
  let api: TestApp;
  let admin: string;

  const submit = async (fields: Record<string, string>, files: Parameters<typeof multipart>[1]) => {
    const body = await multipart(fields, files);
    return api.app.inject({ method: 'POST', url: '/api/users/submit', ...body });
  };

  beforeAll(async () => {
    mail = await new SmtpReceiver().start();
    api = await startTestApp({ backend, mail });
    admin = await adminToken(api);
  });
  afterAll(async () => {
    await api.close();
    await mail.stop();
  });

  test.each(Object.entries({ jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' }))(
    'accepts a %s document and serves it back to admins only',
    async (kind, contentType) => {
      const content = SAMPLE_FILES[kind as keyof typeof SAMPLE_FILES];
      // The browser's claimed type is ignored; the bytes decide.
      const response = await submit(tailorFields({ name: `Applicant ${kind}` }), [{ field: 'aadharUpload', content, type: 'text/plain' }]);
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toEqual(expect.any(String));

      const page = await api.get(`/api/admin/submissions/tailor-machine?q=applicant%20${kind}`, admin);
      const url: string = page.json().items[0].data.aadharUploadUrl;
      expect(url).toMatch(/^\/api\/admin\/uploads\/[a-f0-9]{32}$/);
      const download = await api.get(url, admin);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(contentType);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(content)).toBe(true);
      expect((await api.get(url)).statusCode).toBe(401);
    },
  );

  test('a record stored unmasked (before masking on write) is masked on both admin read paths', async () => {
    const aadhaar = validAadhaar('43344556677');
    const data = { ...tailorFields({ name: 'Older Record', accountNumber: '123456789012' }), aadharNumber: aadhaar };
    await api.app.db.insertInto('submissions').values(newSubmission(TAILOR_MACHINE_KIND, data, Date.now())).execute();

    const page = await api.get('/api/admin/submissions/tailor-machine?q=older%20record', admin);
    expect(page.json().items[0].data).toMatchObject({ aadharNumber: `XXXXXXXX${aadhaar.slice(-4)}`, accountNumber: 'XXXXXXXX9012' });
    const viewData = await api.get('/api/admin/view-data', admin);
    expect(viewData.json().data.find((row: { name: string }) => row.name === 'Older Record')).toMatchObject({
      aadharNumber: `XXXXXXXX${aadhaar.slice(-4)}`,
      accountNumber: 'XXXXXXXX9012',
    });
    expect(JSON.stringify([page.json(), viewData.json()])).not.toMatch(new RegExp(`${aadhaar}|123456789012`));
  });

  test('Aadhaar and account numbers are masked in answers and encrypted at rest', async () => {
    const aadhaar = validAadhaar('87654321098');
    const account = '998877665544332';
    const response = await submit(tailorFields({ name: 'Masked Person', aadharNumber: aadhaar.replace(/(\d{4})/g, '$1 ').trim(), accountNumber: account }), [
      { field: 'aadharUpload', content: SAMPLE_FILES.png },
    ]);
    expect(response.statusCode).toBe(201);

    const viewData = await api.get('/api/admin/view-data', admin);
    expect(viewData.statusCode).toBe(200);
    const record = viewData.json().data.find((row: { name: string }) => row.name === 'Masked Person');
    expect(record).toMatchObject({
      _id: expect.any(String),
      aadharNumber: `XXXXXXXX${aadhaar.slice(-4)}`,
      accountNumber: `XXXXXXXXXXX${account.slice(-4)}`,
      ifscCode: 'SBIN0001234',
      profilePictureUrl: '',
      bankPassbookUploadUrl: '',
    });
    expect(record.aadharUploadUrl).toMatch(/^\/api\/admin\/uploads\//);
    expect(JSON.stringify(viewData.json())).not.toContain(aadhaar);

    if (backend === 'sqlite') {
      await api.app.db.selectFrom('submissions').selectAll().execute();
      const files = fs.readdirSync(api.dataDir).filter((name) => name.startsWith('charity.sqlite'));
      const raw = Buffer.concat(files.map((name) => fs.readFileSync(path.join(api.dataDir, name)))).toString('latin1');
      expect(raw).toContain('Masked Person');
      expect(raw).not.toContain(aadhaar);
      expect(raw).not.toContain(account);
    } else {
      const client = new pg.Client({ connectionString: api.databaseUrl });
      await client.connect();
      const { rows } = await client.query("SELECT t::text AS row FROM submissions t WHERE kind = 'tailor-machine'");
      await client.end();
      const dump = rows.map((row) => row.row).join('\n');
      expect(dump).toContain('Masked Person');
      expect(dump).not.toContain(aadhaar);
      expect(dump).not.toContain(account);
    }
  });

  test('file type, size and presence are enforced, and nothing is stored for a refused request', async () => {
    const before = (await api.get('/api/admin/view-data', admin)).json().data.length;
    const filesBefore = fs.readdirSync(path.join(api.dataDir, 'uploads')).length;
    const cases: [string, Parameters<typeof multipart>[1], number][] = [
      ['gif', [{ field: 'aadharUpload', content: SAMPLE_FILES.gif, type: 'image/jpeg' }], 415],
      ['html', [{ field: 'aadharUpload', content: SAMPLE_FILES.html, type: 'application/pdf' }], 415],
      ['too big', [{ field: 'aadharUpload', content: Buffer.concat([SAMPLE_FILES.jpeg, Buffer.alloc(UPLOAD_MAX_BYTES)]) }], 413],
      ['missing', [], 400],
      ['empty', [{ field: 'aadharUpload', content: Buffer.alloc(0) }], 400],
      ['wrong field', [{ field: 'photo', content: SAMPLE_FILES.jpeg }], 400],
      ['two files', [{ field: 'aadharUpload', content: SAMPLE_FILES.jpeg }, { field: 'aadharUpload', content: SAMPLE_FILES.png }], 413],
    ];
    for (const [, files, status] of cases) {
      const response = await submit(tailorFields(), files);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await api.get('/api/admin/view-data', admin)).json().data).toHaveLength(before);
    const stored = fs.readdirSync(path.join(api.dataDir, 'uploads'));
    expect(stored.filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(stored).toHaveLength(filesBefore);
  });

  test('field formats: Aadhaar check digit, IFSC, account number', async () => {
    const good = validAadhaar();
    const badCheckDigit = `${good.slice(0, 11)}${(Number(good[11]) + 1) % 10}`;
    const invalid: Record<string, string>[] = [
      { aadharNumber: badCheckDigit },
      { aadharNumber: `1${good.slice(1)}` },
      { aadharNumber: good.slice(0, 11) },
      { ifscCode: 'SBIN1001234' },
      { ifscCode: 'SBI00012345' },
      { accountNumber: '12ab5678901' },
      { email: 'not-an-email' },
      { contact: '12345' },
    ];
    for (const override of invalid) {
      const response = await submit(tailorFields(override), [{ field: 'aadharUpload', content: SAMPLE_FILES.pdf }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const lowerIfsc = await submit(tailorFields({ ifscCode: 'sbin0001234' }), [{ field: 'aadharUpload', content: SAMPLE_FILES.pdf }]);
    expect(lowerIfsc.statusCode).toBe(201);
  });

  test('another role cannot download documents', async () => {
    const token = await signUp(api, mail, 'curious@example.org');
    const page = await api.get('/api/admin/submissions/tailor-machine', admin);
    const url = page.json().items[0].data.aadharUploadUrl;
    expect((await api.get(url, token)).statusCode).toBe(403);
    expect((await api.get('/api/admin/uploads/..%2F..%2Fcharity.sqlite', admin)).statusCode).toBe(404);
  });

  test('an admin deletes a request for good, with its document, when its sender asks; nobody else can', async () => {
    expect((await submit(tailorFields({ name: 'Leaving Applicant' }), [{ field: 'aadharUpload', content: SAMPLE_FILES.pdf }])).statusCode).toBe(201);
    const [entry] = (await api.get('/api/admin/submissions/tailor-machine?q=leaving%20applicant', admin)).json().items;
    const uploadId = entry.data.aadharUploadUrl.split('/').pop();
    const entryUrl = `/api/admin/submissions/tailor-machine/${entry.id}`;

    const volunteer = await signUp(api, mail, 'not.an.admin@example.org');
    expect((await api.delete(entryUrl, volunteer)).statusCode).toBe(403);
    expect((await api.delete(entryUrl)).statusCode).toBe(401);
    // Under another form's name it is not found: the form is part of the entry's address.
    const elsewhere = await api.delete(`/api/admin/submissions/contact/${entry.id}`, admin);
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { message: REFUSAL_MESSAGES.noSuchEntry }]);
    expect((await api.delete(`/api/admin/submissions/no-such-form/${entry.id}`, admin)).json()).toEqual({ message: REFUSAL_MESSAGES.noSuchForm });
    expect((await api.get('/api/admin/submissions/tailor-machine?q=leaving%20applicant', admin)).json().total).toBe(1);

    const deleted = await api.delete(entryUrl, admin);
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    expect((await api.get('/api/admin/submissions/tailor-machine?q=leaving%20applicant', admin)).json()).toMatchObject({ items: [], total: 0 });
    expect((await api.get('/api/admin/view-data', admin)).json().data.map((record: { _id: string }) => record._id)).not.toContain(entry.id);
    expect((await api.get(entry.data.aadharUploadUrl, admin)).statusCode).toBe(404);
    expect(await api.app.db.selectFrom('uploads').select('id').where('id', '=', uploadId).executeTakeFirst()).toBeUndefined();
    const again = await api.delete(entryUrl, admin);
    expect([again.statusCode, again.json()]).toEqual([404, { message: REFUSAL_MESSAGES.noSuchEntry }]);
    // A NUL, which PostgreSQL refuses in text, names no entry either.
    const garbled = await api.delete('/api/admin/submissions/tailor-machine/abc%00def', admin);
    expect([garbled.statusCode, garbled.json()]).toEqual([404, { message: REFUSAL_MESSAGES.noSuchEntry }]);
  });

  test('deleting a request stored before documents went into the database removes its file too', async () => {
    const uploadId = 'd'.repeat(32);
    const file = path.join(api.dataDir, 'uploads', uploadId);
    fs.writeFileSync(file, SAMPLE_FILES.png);
    await api.app.db
      .insertInto('uploads')
      .values({ id: uploadId, content_type: 'image/png', size_bytes: SAMPLE_FILES.png.length, created_at: Date.now(), encrypted: 0, content: null })
      .execute();
    const entry = newSubmission(TAILOR_MACHINE_KIND, tailorFields({ name: 'Older Upload' }), Date.now(), { upload_id: uploadId });
    await api.app.db.insertInto('submissions').values(entry).execute();

    expect((await api.delete(`/api/admin/submissions/tailor-machine/${entry.id}`, admin)).statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect((await api.get(`/api/admin/uploads/${uploadId}`, admin)).statusCode).toBe(404);
  });

  test('documents are kept encrypted in the database with their request, bound to their id; files from before still download', async () => {
    const marker = Buffer.from('%PDF-1.4 unique-document-marker-7731');
    expect((await submit(tailorFields({ name: 'Encrypted Applicant' }), [{ field: 'aadharUpload', content: marker }])).statusCode).toBe(201);
    const page = await api.get('/api/admin/submissions/tailor-machine?q=encrypted%20applicant', admin);
    const url: string = page.json().items[0].data.aadharUploadUrl;
    const id = url.split('/').pop()!;
    // Every API process reads it from the database; nothing of it stays in this machine's data folder.
    expect(fs.existsSync(path.join(api.dataDir, 'uploads', id))).toBe(false);
    const { content } = await api.app.db.selectFrom('uploads').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    const stored = Buffer.from(content!);
    expect(stored.includes('unique-document-marker')).toBe(false);
    expect(stored.includes('%PDF')).toBe(false);
    expect((await api.get(url, admin)).rawPayload.equals(marker)).toBe(true);

    // The same ciphertext under another upload's id does not decrypt.
    const otherId = 'f'.repeat(32);
    await api.app.db
      .insertInto('uploads')
      .values({ id: otherId, content_type: 'application/pdf', size_bytes: marker.length, created_at: Date.now(), encrypted: 1, content: stored })
      .execute();
    expect((await api.get(`/api/admin/uploads/${otherId}`, admin)).statusCode).toBe(500);

    // An encrypted upload from before documents moved into the database is read from the data folder.
    fs.writeFileSync(path.join(api.dataDir, 'uploads', id), stored);
    await api.app.db.updateTable('uploads').set({ content: null }).where('id', '=', id).execute();
    expect((await api.get(url, admin)).rawPayload.equals(marker)).toBe(true);

    const legacyId = 'e'.repeat(32);
    fs.writeFileSync(path.join(api.dataDir, 'uploads', legacyId), SAMPLE_FILES.png);
    await api.app.db
      .insertInto('uploads')
      .values({ id: legacyId, content_type: 'image/png', size_bytes: SAMPLE_FILES.png.length, created_at: Date.now(), encrypted: 0, content: null })
      .execute();
    expect((await api.get(`/api/admin/uploads/${legacyId}`, admin)).rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });
});
