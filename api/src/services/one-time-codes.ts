import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  CODE_TRIES_PER_DAY,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_VALIDITY_MINUTES,
} from 'shared-contracts';
import { clearTries, countTry, deleteEndedDays } from '../db/repositories/code-tries';
import { consumeCode, findCode, recordAttempt, saveCode } from '../db/repositories/one-time-codes';
import { tooManyRequests } from '../http-error';
import { mailboxOf } from '../security/mailbox';
import type { CodePurpose } from '../db/schema';
import { codeMatches, generateCode, hashCode } from '../security/codes';
import type { MailMessage } from '../plugins/mail';

const COOLDOWN_MS = CODE_RESEND_COOLDOWN_SECONDS * 1000;
const VALIDITY_MS = CODE_VALIDITY_MINUTES * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The mail that carries a code (or, for a sign-up of an address that has an account, says so instead). */
export type CodeMail = (code: string) => MailMessage;

export type SendResult = { sent: true } | { sent: false; retryAfterSeconds: number };

/** Issues a fresh code for a subject (a pending sign-up or an account) and mails it, unless one went to the subject less than the cooldown ago. */
export async function sendCode(app: FastifyInstance, subjectId: string, purpose: CodePurpose, mail: CodeMail): Promise<SendResult> {
  const now = app.now();
  const code = generateCode();
  const saved = await saveCode(
    app.db,
    { subject_id: subjectId, purpose, code_hash: hashCode(code, app.secrets.codeKey), expires_at: now + VALIDITY_MS, sent_at: now },
    now - COOLDOWN_MS,
  );
  if (!saved) {
    const existing = await findCode(app.db, subjectId, purpose);
    const waitMs = existing ? existing.sent_at + COOLDOWN_MS - now : 0;
    return { sent: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  app.mailer.dispatch(mail(code));
  await deleteEndedDays(app.db, now - DAY_MS);
  return { sent: true };
}

export type CheckResult = 'ok' | 'wrong' | 'expired' | 'none';

/**
 * Who tries a code: the subject it was mailed for (callers without one pass a made-up id, so the
 * database work is the same either way); the address whose day of tries it counts against, or
 * null for a try that can be nobody's (a browser without a sign-up of its own); and the client
 * network it comes from (clientNetworkOf).
 */
export interface CodeTry {
  subjectId: string;
  address: string | null;
  client: string;
}

/** The day's counts a try goes into: its mailbox's from this client network, then its mailbox's from all. */
function dayCountsOf(purpose: CodePurpose, address: string, client: string) {
  const mailbox = mailboxOf(address);
  return [
    { key: { purpose, address: `${mailbox} ${client}` }, max: CODE_TRIES_PER_DAY.fromOneClient },
    { key: { purpose, address: mailbox }, max: CODE_TRIES_PER_DAY.fromAllClients },
  ];
}

/**
 * Checks a code: every try counts first, against the code and against its mailbox's day (from
 * this client network, and from all), so the limits hold under concurrent guesses; success uses
 * the code up and clears those counts. A try beyond a day's count is refused (429) whatever the
 * code, until that day ends.
 */
export async function checkCode(app: FastifyInstance, { subjectId, address, client }: CodeTry, purpose: CodePurpose, code: string): Promise<CheckResult> {
  const dayCounts = address === null ? [] : dayCountsOf(purpose, address, client);
  for (const { key, max } of dayCounts) {
    const day = await countTry(app.db, key, { now: app.now(), dayMs: DAY_MS, max });
    if (!day.counted) throw tooManyRequests(AUTH_MESSAGES.codesLocked, (day.dayEndsAt - app.now()) / 1000);
  }
  const counted = await recordAttempt(app.db, subjectId, purpose, app.now(), CODE_MAX_WRONG_TRIES);
  const stored = await findCode(app.db, subjectId, purpose);
  if (!stored) return 'none';
  if (!counted) return 'expired';
  if (!codeMatches(code, stored.code_hash, app.secrets.codeKey)) return 'wrong';
  if (!(await consumeCode(app.db, subjectId, purpose, stored.code_hash))) return 'expired';
  for (const { key } of dayCounts) await clearTries(app.db, key);
  return 'ok';
}
