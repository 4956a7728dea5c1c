import { DASHBOARD_ROUTES, dashboardFormPath, SITE_NAME, SUBMISSION_LABELS, type AdminSubmissionKind } from 'shared-contracts';
import type { MailMessage } from '../plugins/mail';

function labelOf(kind: string): string {
  return SUBMISSION_LABELS[kind as AdminSubmissionKind] ?? kind;
}

/**
 * The staff's digest: how many of each kind arrived since the last one, and where to read them.
 * Counts only: names, phone numbers, Aadhaar and bank details stay behind the dashboard's login.
 * In English, the language the staff's dashboard is written in first.
 */
export function staffDigestMail(to: string, kinds: readonly string[], siteUrl: string, intervalMinutes: number): MailMessage {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const total = kinds.length;
  // Each kind links to the dashboard showing it.
  const lines = [...counts]
    .sort(([a], [b]) => labelOf(a).localeCompare(labelOf(b)))
    .map(([kind, count]) => `- ${labelOf(kind)}: ${count}\n  ${siteUrl}${dashboardFormPath(kind)}`);
  const body = [
    `New on the website since the last digest (${total} in all):`,
    lines.join('\n'),
    `Read them in the dashboard: ${siteUrl}${DASHBOARD_ROUTES.home.path}`,
    `This mail only counts them; the details stay in the dashboard. The next digest comes after at least ${intervalMinutes} minutes, when there is something new.`,
    SITE_NAME,
  ];
  const subject = `${total} new ${total === 1 ? 'submission' : 'submissions'} on the website`;
  return { to, subject, text: body.join('\n\n') };
}
