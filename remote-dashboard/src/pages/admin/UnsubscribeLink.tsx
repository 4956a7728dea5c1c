import { useLingui } from '@lingui/react/macro';

/**
 * A subscriber's unsubscribe link, opened beside the dashboard: staff press its button for someone
 * who asks by phone to be taken off the list. `owner` names the address for a screen reader, as
 * every row's link reads the same.
 */
export function UnsubscribeLink({ url, owner }: { url: string; owner?: string }) {
  const { t } = useLingui();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={owner ? t`Unsubscribe link of ${owner}` : undefined}>
      {t`Open`}
    </a>
  );
}
