import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimDigest, hasUncountedSubmissions, markCounted, releaseDigest, uncountedSubmissions } from '../db/repositories/staff-digest';
import { staffDigestMail } from '../mail/staff-digest-mail';

/** At most one digest per this many minutes, across every API process sharing the database. */
export const STAFF_DIGEST_INTERVAL_MINUTES = 15;
const INTERVAL_MS = STAFF_DIGEST_INTERVAL_MINUTES * 60_000;
/** How often each process looks whether a digest is due, for what arrived while the last one was recent. */
const CHECK_EVERY_MS = 60_000;
/** One digest counts at most this many submissions; the rest wait for the next. */
const MOST_PER_DIGEST = 10_000;

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
 * Submissions are marked as counted only once the mail server took the digest: a digest that
 * fails is tried again at the next look, and a process that dies between sending and marking
 * makes the next digest count them again rather than never. The interval holds as well as the
 * API machines' clocks agree (kept by NTP).
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
  let lookAgain = false;
  let closing = false;

  async function sendIfDue(): Promise<void> {
    if (!(await hasUncountedSubmissions(app.db))) return;
    const claimedAt = app.now();
    const { claimed, nextAt } = await claimDigest(app.db, claimedAt, INTERVAL_MS);
    notBefore = nextAt;
    if (!claimed) return;
    const submissions = await uncountedSubmissions(app.db, MOST_PER_DIGEST);
    if (submissions.length === 0) return;
    try {
      const kinds = submissions.map((submission) => submission.kind);
      await app.mailer.send(staffDigestMail(staffEmail!, kinds, siteUrl, STAFF_DIGEST_INTERVAL_MINUTES));
    } catch (error) {
      notBefore = 0;
      await releaseDigest(app.db, claimedAt);
      throw error;
    }
    await markCounted(app.db, submissions.map((submission) => submission.seq));
  }

  function check(): void {
    if (closing || app.now() < notBefore) return;
    // A submission arriving while a look is under way may have come after it read the table.
    if (checking) {
      lookAgain = true;
      return;
    }
    checking = true;
    app.inBackground('staff digest', () =>
      sendIfDue().finally(() => {
        checking = false;
        if (lookAgain) {
          lookAgain = false;
          check();
        }
      }),
    );
  }

  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
  });
  app.decorate('staffDigest', { nudge: check });
});
