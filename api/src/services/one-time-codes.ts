import type { FastifyInstance } from 'fastify';
import { CODE_MAX_WRONG_TRIES, CODE_RESEND_COOLDOWN_SECONDS, CODE_VALIDITY_MINUTES } from 'shared-contracts';
import { consumeCode, findCode, recordAttempt, saveCode } from '../db/repositories/one-time-codes';
import type { UserRow } from '../db/repositories/users';
import type { CodePurpose } from '../db/schema';
import { codeMatches, generateCode, hashCode } from '../security/codes';
import { codeMail } from './mail-templates';

const COOLDOWN_MS = CODE_RESEND_COOLDOWN_SECONDS * 1000;
const VALIDITY_MS = CODE_VALIDITY_MINUTES * 60 * 1000;

export type SendResult = { sent: true } | { sent: false; retryAfterSeconds: number };

/** Issues and mails a fresh code, unless one went to this account less than the cooldown ago. */
export async function sendCode(app: FastifyInstance, user: UserRow, purpose: CodePurpose): Promise<SendResult> {
  const now = app.now();
  const code = generateCode();
  const saved = await saveCode(
    app.db,
    { user_id: user.id, purpose, code_hash: hashCode(code, app.secrets.codeKey), expires_at: now + VALIDITY_MS, sent_at: now },
    now - COOLDOWN_MS,
  );
  if (!saved) {
    const existing = await findCode(app.db, user.id, purpose);
    const waitMs = existing ? existing.sent_at + COOLDOWN_MS - now : 0;
    return { sent: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  app.mailer.dispatch(codeMail(purpose, user.email, user.name, code));
  return { sent: true };
}

/** Spends the same effort as sendCode's hashing when there is no account, so timing tells nothing. */
export function simulateSendCode(app: FastifyInstance): void {
  hashCode(generateCode(), app.secrets.codeKey);
}

export type CheckResult = 'ok' | 'wrong' | 'expired' | 'none';

/** Checks a code: every try counts first, so the limit holds under concurrent guesses; success uses it up. */
export async function checkCode(app: FastifyInstance, userId: string, purpose: CodePurpose, code: string): Promise<CheckResult> {
  const counted = await recordAttempt(app.db, userId, purpose, app.now(), CODE_MAX_WRONG_TRIES);
  const stored = await findCode(app.db, userId, purpose);
  if (!stored) return 'none';
  if (!counted) return 'expired';
  if (!codeMatches(code, stored.code_hash, app.secrets.codeKey)) return 'wrong';
  return (await consumeCode(app.db, userId, purpose, stored.code_hash)) ? 'ok' : 'expired';
}
