import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimDigest, hasUncountedSubmissions, takeUncountedKinds } from '../db/repositories/staff-digest';
import { staffDigestMail } from '../mail/staff-digest-mail';

/** At most one digest per this many minutes, across every API process sharing the database. */
export const STAFF_DIGEST_INTERVAL_MINUTES = 15;
const INTERVAL_MS = STAFF_DIGEST_INTERVAL_MINUTES * 60_000;
/** How often each process looks whether a digest is due, for what arrived while the last one was recent. */
const CHECK_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    staffDigest: {
      /** Something was stored: send the digest now if one is due (in the background). */
      nudge(): void;
    };
  }
}

/**
 * With STAFF_EMAIL set, mails the staff how many forms of each kind arrived: at once for the
 * first after a quiet spell, then at most once per interval. Each process checks on every new
 * submission and once a minute; the database decides which process sends (see claimDigest).
 */
export const staffDigestPlugin = fp(async (app: FastifyInstance, options: { staffEmail?: string; siteUrl: string }) => {
  const { staffEmail, siteUrl } = options;
  if (!staffEmail) {
    app.decorate('staffDigest', { nudge: () => undefined });
    return;
  }
  // Known from this process's last look: before then no digest can be due, so no query is needed.
  let notBefore = 0;
  let checking = false;

  async function sendIfDue(): Promise<void> {
    if (!(await hasUncountedSubmissions(app.db))) return;
    const { claimed, nextAt } = await claimDigest(app.db, app.now(), INTERVAL_MS);
    notBefore = nextAt;
    if (!claimed) return;
    const kinds = await takeUncountedKinds(app.db);
    if (kinds.length > 0) app.mailer.dispatch(staffDigestMail(staffEmail!, kinds, siteUrl, STAFF_DIGEST_INTERVAL_MINUTES));
  }

  function check(): void {
    if (checking || app.now() < notBefore) return;
    checking = true;
    app.inBackground('staff digest', () => sendIfDue().finally(() => (checking = false)));
  }

  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  app.decorate('staffDigest', { nudge: check });
});
