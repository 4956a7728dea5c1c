import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { STATE_FILE } from './processes';

/** Every mail the site sends during the run lands here as one JSON file. */
export const MAIL_DIR = path.join(path.dirname(STATE_FILE), 'mail');

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

/** A real SMTP receiver on the loopback interface, as a mail provider would be. */
export async function startMailReceiver(port: number): Promise<SMTPServer> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          receivedAt: Date.now(),
        };
        count += 1;
        fs.writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${count}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

function mailsTo(address: string): ReceivedMail[] {
  return fs
    .readdirSync(MAIL_DIR)
    .map((file) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .sort((a, b) => a.receivedAt - b.receivedAt);
}

/** The first mail to `address` that arrived after `since`. */
export async function waitForMail(address: string, since: number, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailsTo(address).find((m) => m.receivedAt >= since);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}

/** The 6-digit code of the newest mail to `address` that arrived after `since`. */
export async function waitForCode(address: string, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailsTo(address).filter((m) => m.receivedAt >= since).pop();
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${address} within ${timeoutMs} ms`);
}
