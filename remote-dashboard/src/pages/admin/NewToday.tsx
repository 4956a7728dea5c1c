import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'shared-contracts/router';
import { dashboardFormPath, type AdminSubmissionKind } from 'shared-contracts';
import { usePageLocale } from 'shared-ui/i18n';
import { ADMIN_KINDS, SUBMISSION_KIND_LABELS } from './submissions';

/**
 * The staff's first look of the day: which forms got entries today and how many, each a link to
 * its list. Nothing while the counts are unknown or there are none.
 */
export function NewToday({ counts }: { counts: Partial<Record<AdminSubmissionKind, number>> }) {
  const { i18n } = useLingui();
  const { locale, formatNumber } = usePageLocale();
  const fresh = ADMIN_KINDS.filter((kind) => counts[kind]);
  if (fresh.length === 0) return null;
  const names = fresh.map((kind) => `${i18n._(SUBMISSION_KIND_LABELS[kind])} (${formatNumber(counts[kind]!)})`);
  // The language's own way of listing ("a, b and c"), each name a link.
  let next = 0;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(names).map((part, index) => {
    if (part.type === 'literal') return part.value;
    const kind = fresh[next++];
    return (
      <Link key={index} to={dashboardFormPath(kind)}>
        {part.value}
      </Link>
    );
  });
  return (
    <p>
      <Trans>New today: {list}</Trans>
    </p>
  );
}
