import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../config';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for the auth endpoints: limits per client IP and per e-mail address in the body. */
    limitAuthAttempts(request: FastifyRequest): Promise<void>;
  }
}

function addressOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

function tooMany(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/**
 * In-memory counters (one process). Each limit counts per endpoint; a limit of 0 turns it off.
 * With several API processes, give @fastify/rate-limit a shared store (e.g. Redis) here.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitConfig) => {
  await app.register(rateLimit, { global: false, cache: 50_000 });

  const perIp = app.createRateLimit({
    max: options.perIpMax,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${request.routeOptions.url}|ip|${request.ip}`,
  });
  const perAddress = app.createRateLimit({
    max: options.perAddressMax,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${request.routeOptions.url}|address|${addressOf(request.body)}`,
  });

  app.decorate('limitAuthAttempts', async (request: FastifyRequest) => {
    if (options.perIpMax > 0) {
      const byIp = await perIp(request);
      if (!byIp.isAllowed && byIp.isExceeded) throw tooMany(byIp.ttlInSeconds);
    }
    if (options.perAddressMax > 0 && addressOf(request.body)) {
      const byAddress = await perAddress(request);
      if (!byAddress.isAllowed && byAddress.isExceeded) throw tooMany(byAddress.ttlInSeconds);
    }
  });
});
