import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver as Server } from '../../../scripts/lib/smtp-receiver';

export type { ReceivedMail };

/** The site's mail as a test reads it: every message kept in memory, read in the order it came. */
export class SmtpReceiver {
  readonly mails: ReceivedMail[] = [];
  private readonly read = new Set<ReceivedMail>();
  private server?: Server;

  /** While on, every message is refused with a temporary failure, as a mail server that is down would. */
  refuse(on: boolean): void {
    this.server?.refuse(on);
  }

  async start(): Promise<this> {
    this.server = await startSmtpReceiver((mail) => this.mails.push(mail));
    return this;
  }

  get url(): string {
    return this.server!.url;
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
    await this.server?.stop();
  }
}
