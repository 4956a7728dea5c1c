import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Sends in the background: the answer to the client never waits for (or depends on) the mail
   * server, which keeps "did this address have an account?" out of response times.
   */
  dispatch(message: MailMessage): void;
  /** Sends and resolves once the mail server took the message; rejects when it did not. */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
}

function outboxFileName(to: string): string {
  const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.eml`;
}

/** Real SMTP when SMTP_URL is set; otherwise each mail is kept as a file in DATA_DIR/outbox/ and its arrival logged. */
export const mailPlugin = fp(async (app: FastifyInstance, options: MailOptions) => {
  const outbox = path.join(options.dataDir, 'outbox');
  const transporter: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transporter.sendMail({ from: options.from, ...message });
    if (options.smtpUrl) return;
    await fs.mkdir(outbox, { recursive: true });
    await fs.writeFile(path.join(outbox, outboxFileName(message.to)), info.message as Buffer, { mode: 0o600 });
    // Recipient and subject only: a log is read by more people, and kept longer, than a mailbox.
    app.log.info({ to: message.to, subject: message.subject, outbox }, 'mail kept in outbox (SMTP_URL not set)');
  }

  function tracked(sending: Promise<void>): Promise<void> {
    const settled = sending.catch(() => undefined).finally(() => pending.delete(settled));
    pending.add(settled);
    return sending;
  }

  app.decorate('mailer', {
    dispatch(message: MailMessage) {
      tracked(deliver(message)).catch((error: unknown) => app.log.error({ err: error, to: message.to }, 'mail could not be sent'));
    },
    send: (message: MailMessage) => tracked(deliver(message)),
  });

  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    transporter.close();
  });
});
