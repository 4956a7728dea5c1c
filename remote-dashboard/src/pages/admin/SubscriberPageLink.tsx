import { useLingui } from '@lingui/react/macro';

/**
 * The page where a subscriber confirms or unsubscribes, opened beside the dashboard: staff press
 * its button for someone who asks by phone to be taken off the list. `owner` names the address
 * for a screen reader, as every row's link reads the same.
 */
export function SubscriberPageLink({ url, owner }: { url: string; owner?: string }) {
  const { t } = useLingui();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={owner ? t`Subscriber page of ${owner}` : undefined}>
      {t`Open`}
    </a>
  );
}
