import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Decoded (a Hindi or Marathi subject travels encoded). */
  subject: string;
  /** The text part, decoded. */
  body: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message, for reading e-mailed codes. */
export class SmtpReceiver {
  readonly mails: ReceivedMail[] = [];
  private readonly read = new Set<ReceivedMail>();
  private server?: SMTPServer;
  private refusing = false;
  port = 0;

  /** While on, every message is refused with a temporary failure, as a mail server that is down would. */
  refuse(on: boolean): void {
    this.refusing = on;
  }

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        if (this.refusing) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              this.mails.push({
                to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
                raw: raw.toString('utf8'),
                subject: parsed.subject ?? '',
                body: parsed.text ?? '',
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Waits for the next mail to this address not taken yet. */
  async nextMail(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mailsTo(address).find((candidate) => !this.read.has(candidate));
      if (mail) {
        this.read.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`No new mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async nextCode(address: string): Promise<string> {
    const mail = await this.nextMail(address);
    const match = /\b(\d{6})\b/.exec(mail.body);
    if (!match) throw new Error(`No code in mail to ${address}: ${mail.body}`);
    return match[1];
  }

  /** Marks everything so far as read; later nextMail calls only see newer mail. */
  skipAll(): void {
    this.mails.forEach((mail) => this.read.add(mail));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
