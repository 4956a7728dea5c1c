import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as it arrived: what the tests read in it. */
export interface ReceivedMail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  /** Decoded (a Hindi or Marathi subject travels encoded). */
  subject: string;
  /** The text part, decoded. */
  body: string;
  /** The whole message as sent, headers and every part, to check what it must not carry. */
  raw: string;
  receivedAt: number;
}

export interface SmtpReceiver {
  url: string;
  /** While on, every message is refused with a temporary failure, as a mail server that is down would. */
  refuse(on: boolean): void;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1, as a mail provider would be, that hands every message it
 * accepts to `onMail` (the API's tests keep them in memory, the browser tests in files their
 * workers read). Port 0 takes a free one.
 */
export async function startSmtpReceiver(onMail: (mail: ReceivedMail) => void, port = 0): Promise<SmtpReceiver> {
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
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
            const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
            onMail({ to, subject: parsed.subject ?? '', body: parsed.text ?? '', raw: raw.toString('utf8'), receivedAt: Date.now() });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    refuse: (on) => {
      refusing = on;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
