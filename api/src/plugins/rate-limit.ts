import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fillMessage, REFUSAL_MESSAGES, waitText } from 'shared-contracts';
import type { RateLimitConfig } from '../config';
import type { ZodMiniType } from 'zod/mini';
import { tooManyRequests, type HttpError } from '../http-error';
import { clientNetworkOf } from '../security/client-network';
import { mailboxOf } from '../security/mailbox';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

type Limit = (request: FastifyRequest) => Promise<void>;

export interface RateLimits {
  /**
   * register, resend-otp, forgot-password: each may mail a code to the address in the body, so they
   * share one allowance per mailbox (per window and per day) across all clients. Only
   * bodies the endpoint's schema accepts count: one that is refused as malformed never reaches a
   * mail or a password check, and must not use up the budget of people sharing an address (many
   * Indian mobile users share one behind carrier NAT).
   */
  authSendingMail(schema: ZodMiniType): Limit;
  /** login, verify-otp, reset-password: each checks a secret of the address in the body; as above. */
  authCheckingSecret(schema: ZodMiniType): Limit;
  /**
   * The public forms' JSON posts, and the newsletter's buttons. A form's route counts a post only
   * once its body is accepted: one refused stores and mails nothing, and must not use up the
   * allowance of everyone behind the same address (a family's phone, a carrier's NAT).
   */
  formPost: Limit;
  /** The tailor-machine request with its document; checked before the upload is read. */
  upload: Limit;
  /** Whether one more thank-you mail may go to this address today (per mailbox and per client); counts it. */
  acknowledgementAllowed(request: FastifyRequest, address: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

function addressOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** The refusals a rate limit answers with (`tooManyAttempts`, `tooManySubmissions`, `tooManyUploads`). */
type TooManyMessage = Extract<keyof typeof REFUSAL_MESSAGES, `tooMany${string}`>;

function tooMany(retryAfterSeconds: number, message: TooManyMessage): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(fillMessage(REFUSAL_MESSAGES[message], { wait: waitText(minutes) }), retryAfterSeconds);
}

/**
 * Counters per endpoint: in Redis when REDIS_URL is set, so every API process counts together,
 * otherwise in this process's memory; a limit of 0 turns it off. The client is
 * request.ip (its /64 for IPv6), which honours X-Forwarded-For only from the proxies in TRUST_PROXY.
 *
 * Guessing one account's secret is limited per (address, client), with a looser ceiling per
 * address across all clients: strangers cannot lock an owner out from their own connection, and
 * a botnet still gets only the ceiling. Code mail to one mailbox (`Name+tag@…` and Gmail's dotted
 * spellings are one) is limited across all clients per window, and per day from one client with a
 * looser ceiling across all.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitConfig) => {
  const sharedStore = app.redis ? { redis: app.redis, nameSpace: 'charity-rate-limit:' } : {};
  await app.register(rateLimit, { global: false, cache: 50_000, ...sharedStore });

  const counter = (
    max: number,
    key: (request: FastifyRequest) => string,
    message: TooManyMessage,
    applies = (_: FastifyRequest) => true,
    timeWindow = options.windowMs,
  ): Limit => {
    if (max <= 0) return async () => undefined;
    const count = app.createRateLimit({ max, timeWindow, keyGenerator: key });
    return async (request) => {
      if (!applies(request)) return;
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds, message);
    };
  };
  const endpoint = (request: FastifyRequest) => request.routeOptions.url;
  const clientOf = (request: FastifyRequest) => clientNetworkOf(request.ip);
  const hasAddress = (request: FastifyRequest) => addressOf(request.body) !== undefined;
  const all = (...limits: Limit[]): Limit => async (request) => {
    for (const limit of limits) await limit(request);
  };

  const perClient = counter(options.perIpMax, (request) => `${endpoint(request)}|ip|${clientOf(request)}`, 'tooManyAttempts');
  const perAddressAndClient = counter(
    options.perAddressMax,
    (request) => `${endpoint(request)}|address+ip|${addressOf(request.body)}|${clientOf(request)}`,
    'tooManyAttempts',
    hasAddress,
  );
  const perAddress = (max: number) =>
    counter(max, (request) => `${endpoint(request)}|address|${addressOf(request.body)}`, 'tooManyAttempts', hasAddress);
  const codeMailbox = (request: FastifyRequest) => mailboxOf(addressOf(request.body) ?? '');
  const codeMailsPerWindow = counter(options.perAddressMax, (request) => `code-mail|mailbox|${codeMailbox(request)}`, 'tooManyAttempts', hasAddress);
  const codeMailsPerDay = (max: number, key: (request: FastifyRequest) => string) => counter(max, key, 'tooManyCodeMails', hasAddress, ONE_DAY_MS);
  const codeMailsPerDayFromClient = codeMailsPerDay(options.codeMailsPerAddressDailyMax, (request) => `code-mail-day|mailbox+ip|${codeMailbox(request)}|${clientOf(request)}`);
  const codeMailsPerDayCeiling = codeMailsPerDay(options.codeMailsPerAddressDailyCeiling, (request) => `code-mail-day|mailbox|${codeMailbox(request)}`);

  const forValidBodies = (limit: Limit) => (schema: ZodMiniType): Limit => async (request) => {
    if (schema.safeParse(request.body).success) await limit(request);
  };

  // Thank-you mails are counted per day, per mailbox and per client. The mailbox is the mail's,
  // not the body's (the tailor-machine form is multipart): handed to the key here.
  const acknowledgedMailboxes = new WeakMap<FastifyRequest, string>();
  const dailyCount = (max: number, key: (request: FastifyRequest) => string) =>
    max > 0 ? app.createRateLimit({ max, timeWindow: ONE_DAY_MS, keyGenerator: key }) : null;
  const acknowledgementCounters = [
    dailyCount(options.acknowledgementsPerAddressMax, (request) => `acknowledgement|mailbox|${acknowledgedMailboxes.get(request)}`),
    dailyCount(options.acknowledgementsPerIpMax, (request) => `acknowledgement|ip|${clientOf(request)}`),
  ].filter((count) => count !== null);

  app.decorate('rateLimits', {
    // One mailbox across all clients already covers each (address, client) pair at the same limit.
    authSendingMail: forValidBodies(all(perClient, codeMailsPerWindow, codeMailsPerDayFromClient, codeMailsPerDayCeiling)),
    authCheckingSecret: forValidBodies(all(perClient, perAddressAndClient, perAddress(options.perAddressCeiling))),
    formPost: counter(options.formsPerIpMax, (request) => `forms|ip|${clientOf(request)}`, 'tooManySubmissions'),
    upload: counter(options.uploadsPerIpMax, (request) => `uploads|ip|${clientOf(request)}`, 'tooManyUploads'),
    async acknowledgementAllowed(request, address) {
      acknowledgedMailboxes.set(request, mailboxOf(address));
      for (const count of acknowledgementCounters) {
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) return false;
      }
      return true;
    },
  } satisfies RateLimits);
});
