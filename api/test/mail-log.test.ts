import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { startTestApp } from './helpers/test-app';

test('without SMTP_URL a code mail goes to the outbox and the log names only recipient and subject', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const api = await startTestApp({ backend: 'sqlite', logger: { level: 'info', stream } });
  try {
    const email = 'outbox@example.org';
    const browser = api.browser();
    await browser.post('/api/register', { name: 'Asha', mobile: '9876543210', email, password: 'long enough passphrase' });
    const outbox = path.join(api.dataDir, 'outbox');
    const deadline = Date.now() + 5000;
    while (!(fs.existsSync(outbox) && fs.readdirSync(outbox).length > 0)) {
      if (Date.now() > deadline) throw new Error('no mail reached the outbox');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const saved = fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]), 'utf8');
    const code = /Your code is (\d{6})/.exec(saved)![1];

    const logged = lines.join('');
    expect(logged).toContain(email);
    expect(logged).toContain('Your verification code');
    expect(logged).not.toContain(code);
    expect((await browser.post('/api/verify-otp', { email, otp: code })).statusCode).toBe(200);
  } finally {
    await api.close();
  }
});
