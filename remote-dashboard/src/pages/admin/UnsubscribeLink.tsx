import { useLingui } from '@lingui/react/macro';

/**
 * A subscriber's unsubscribe link, opened beside the dashboard: staff press its button for someone
 * who asks by phone to be taken off the list. A screen reader hears whose it is (`owner`), as
 * every row's link reads the same, and that it opens a new tab, as the site's other such links say.
 */
export function UnsubscribeLink({ url, owner }: { url: string; owner?: string }) {
  const { t } = useLingui();
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={owner ? t`Unsubscribe link of ${owner} (opens in a new tab)` : t`Unsubscribe link (opens in a new tab)`}
    >
      {t`Open`}
    </a>
  );
}
