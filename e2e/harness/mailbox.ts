import fs from 'node:fs';
import path from 'node:path';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../../scripts/lib/smtp-receiver';
import { STATE_FILE } from './processes';

/** Every mail the site sends during the run lands here as one JSON file, for the test workers to read. */
export const MAIL_DIR = path.join(path.dirname(STATE_FILE), 'mail');

/** The run's SMTP receiver, on the port the site is told to send to. */
export async function startMailReceiver(port: number): Promise<SmtpReceiver> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  return startSmtpReceiver((mail) => {
    count += 1;
    fs.writeFileSync(path.join(MAIL_DIR, `${mail.receivedAt}-${count}.json`), JSON.stringify(mail));
  }, port);
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
    const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${address} within ${timeoutMs} ms`);
}
