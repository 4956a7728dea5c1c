import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, useFocusKeptThrough } from 'shared-ui';
import { useHost } from 'shared-contracts/host';
import { translatedFailureOf } from 'shared-ui/i18n';
import { downloadBlob } from '../../data/download';

/** Types the API accepts for identity documents; anything else is downloaded, never opened in our origin. */
const VIEWABLE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * Fetches an uploaded document with the admin's bearer token and shows it in a new tab (or
 * downloads it). Its name says whose it is: a screen reader going from button to button down the
 * table hears "View document of Sunita Bhoyar", not ten times the same words.
 */
export function DocumentButton({ url, owner }: { url: string; owner?: string }) {
  const { t, i18n } = useLingui();
  const { api, toast } = useHost();
  const [busy, setBusy] = useState(false);
  const keepFocusWhileOpening = useFocusKeptThrough(busy);

  const open = async () => {
    // Opened before the request so the click still counts as a user gesture for pop-up blockers.
    const tab = window.open('', '_blank');
    keepFocusWhileOpening();
    setBusy(true);
    try {
      const blob = await api.fetchDocument(url);
      const extension = VIEWABLE_TYPES[blob.type];
      if (tab && extension) {
        const objectUrl = URL.createObjectURL(blob);
        tab.opener = null;
        tab.location.href = objectUrl;
        setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
      } else {
        tab?.close();
        downloadBlob(blob, `document.${extension ?? 'bin'}`);
      }
    } catch (error) {
      tab?.close();
      toast.error(translatedFailureOf(error, t`Could not open the document. Please try again.`, i18n));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" busy={busy} onClick={open} aria-label={owner ? t`View document of ${owner}` : undefined}>
      {t`View document`}
    </Button>
  );
}
