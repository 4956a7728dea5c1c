import fs from 'node:fs';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { acknowledgementsPlugin } from './plugins/acknowledgements';
import { authPlugin } from './plugins/auth';
import { backgroundPlugin } from './plugins/background';
import { dbPlugin } from './plugins/db';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { newsletterPlugin } from './plugins/newsletter';
import { unconfirmedSubscriptionsPlugin } from './plugins/unconfirmed-subscriptions';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { staffDigestPlugin } from './plugins/staff-digest';
import { uploadsPlugin } from './plugins/uploads';
import { routes } from './routes';
import { loadSecrets, type Secrets } from './security/secrets';
import { ensureAdmin } from './services/accounts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    secrets: Secrets;
    /** Current time in epoch ms; replaceable so tests can move time forward. */
    now(): number;
  }
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
}

/** JSON bodies are small forms; the one file upload is multipart with its own limits. */
const JSON_BODY_LIMIT = 64 * 1024;

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: 60_000,
    frameworkErrors: answerFrameworkError,
  });

  // Bodies are JSON, or multipart for the one upload: text is refused (415) like any other type,
  // not read as a string that the schemas would then call the wrong shape.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('secrets', loadSecrets({ ...config, requiredBecause: config.secretsRequiredBecause }));
  app.decorate('now', options.now ?? Date.now);

  await app.register(errorsPlugin);
  await app.register(helmet);
  await app.register(cookie);
  await app.register(dbPlugin, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  await app.register(authPlugin, { jwtKey: app.secrets.jwtKey });
  await app.register(redisPlugin, { redisUrl: config.redisUrl });
  await app.register(rateLimitPlugin, config.rateLimit);
  await app.register(uploadsPlugin, { dataDir: config.dataDir, key: app.secrets.dataKey });
  await app.register(backgroundPlugin);
  await app.register(acknowledgementsPlugin);
  await app.register(newsletterPlugin);
  await app.register(unconfirmedSubscriptionsPlugin);
  await app.register(staffDigestPlugin, { staffEmail: config.staffEmail, siteUrl: config.siteUrl });
  await app.register(routes, { prefix: '/api' });

  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(
      app.db,
      { email: config.adminEmail, password: config.adminPassword },
      config.passwordHashing,
      app.now(),
    );
    app.log.info({ email: config.adminEmail, outcome }, 'first admin from ADMIN_EMAIL');
  } else if (config.adminEmail || config.adminPassword) {
    app.log.warn('ADMIN_EMAIL and ADMIN_PASSWORD must both be set to create the first admin');
  }
  return app;
}
