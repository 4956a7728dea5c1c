import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RegisterRequest } from 'shared-contracts';
import type { Language } from 'shared-contracts/languages';
import {
  deleteExpiredPendingSignups,
  findPendingSignup,
  insertPendingSignup,
  prunePendingSignups,
  updatePendingSignup,
  type PendingSignupRow,
} from '../db/repositories/pending-signups';
import { findUserByEmail } from '../db/repositories/users';
import { accountExistsMail } from '../mail/account-exists-mail';
import { codeMail } from '../mail/code-mail';
import { sendCode, type SendResult } from './one-time-codes';

/**
 * Which pending sign-up this browser started. A code verifies only the sign-up it was mailed
 * for, and only from the browser that holds that sign-up's id: a stranger who signs up with
 * someone else's address can neither set the password the owner ends up with nor use the
 * owner's code.
 */
export const SIGNUP_COOKIE = 'pending_signup';
const LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Older sign-ups of the same address are dropped beyond this, so nobody can pile them up. */
const MAX_PER_ADDRESS = 3;
/** New ids are 32 hex digits; sign-ups carried over from unverified accounts keep their UUID. */
const ID_PATTERN = /^[a-f0-9-]{32,36}$/;

export function rememberSignup(request: FastifyRequest, reply: FastifyReply, signupId: string): void {
  reply.setCookie(SIGNUP_COOKIE, signupId, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: LIFETIME_MS / 1000,
  });
}

export function forgetSignup(reply: FastifyReply): void {
  reply.clearCookie(SIGNUP_COOKIE, { path: '/api' });
}

/** This browser's live pending sign-up for `email`, if it has one. */
export async function signupOfBrowser(app: FastifyInstance, request: FastifyRequest, email: string): Promise<PendingSignupRow | undefined> {
  const id = request.cookies[SIGNUP_COOKIE];
  if (!id || !ID_PATTERN.test(id)) return undefined;
  const signup = await findPendingSignup(app.db, id);
  if (!signup || signup.email !== email || Number(signup.created_at) < app.now() - LIFETIME_MS) return undefined;
  return signup;
}

type SignupDetails = Pick<PendingSignupRow, 'name' | 'mobile' | 'password_hash'>;

/**
 * The same browser signing up again changes its own pending sign-up; anyone else starts a new
 * one. Returns the sign-up the code goes to.
 */
export async function saveSignup(
  app: FastifyInstance,
  form: RegisterRequest,
  details: SignupDetails,
  own: PendingSignupRow | undefined,
): Promise<PendingSignupRow> {
  if (own) {
    await updatePendingSignup(app.db, own.id, details);
    return { ...own, ...details };
  }
  const now = app.now();
  const signup: PendingSignupRow = { id: randomBytes(16).toString('hex'), email: form.email, created_at: now, ...details };
  await insertPendingSignup(app.db, signup);
  await prunePendingSignups(app.db, form.email, MAX_PER_ADDRESS);
  await deleteExpiredPendingSignups(app.db, now - LIFETIME_MS);
  return signup;
}

/**
 * Mails a sign-up its code; when its address already has an account, the owner is told so in the
 * code's place (how to log in or reset). The code is issued either way, with the same cooldown and
 * the same answer, so signing up tells nobody which addresses have accounts: the code nobody
 * received is only ever refused, as any wrong code is.
 */
export async function sendSignupCode(app: FastifyInstance, signup: PendingSignupRow, language: Language): Promise<SendResult> {
  const hasAccount = (await findUserByEmail(app.db, signup.email)) !== undefined;
  return sendCode(app, signup.id, 'signup', (code) =>
    hasAccount ? accountExistsMail(signup.email, language, app.config.siteUrl) : codeMail('signup', signup.email, code, language),
  );
}
