import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, useFocusKeptThrough } from 'shared-ui';
import type { AdminSubmissionKind } from 'shared-contracts';
import { ApiError, useHost } from 'shared-contracts/host';
import { translatedFailureOf } from 'shared-ui/i18n';

interface DeleteEntryButtonProps {
  kind: AdminSubmissionKind;
  id: string;
  /** Whose entry it is (the name or address given, else when it came): the question and the button name it. */
  owner: string;
  /** The entry is gone (deleted now, or by someone else before): the list loads again. */
  onGone(): void;
}

/**
 * Deletes an entry for good, with its document, when its sender asks (the privacy policy promises
 * it). The admin confirms first, told whose entry it is: a slip of the finger on a phone must not
 * lose someone's application. Shown only by a shell whose API can delete.
 */
export function DeleteEntryButton({ kind, id, owner, onGone }: DeleteEntryButtonProps) {
  const { t, i18n } = useLingui();
  const { api, toast } = useHost();
  const [busy, setBusy] = useState(false);
  const keepFocusWhileDeleting = useFocusKeptThrough(busy);
  const deleteSubmission = api.deleteSubmission;
  if (!deleteSubmission) return null;

  const deleteEntry = async () => {
    if (!window.confirm(t`Delete the entry of ${owner} for good? It cannot be undone.`)) return;
    keepFocusWhileDeleting();
    setBusy(true);
    try {
      await deleteSubmission(kind, id);
      toast.success(t`The entry of ${owner} was deleted.`);
      onGone();
    } catch (error) {
      toast.error(translatedFailureOf(error, t`Could not delete the entry. Please try again.`, i18n));
      if (error instanceof ApiError && error.status === 404) onGone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" busy={busy} onClick={deleteEntry} aria-label={t`Delete the entry of ${owner}`}>
      {t`Delete`}
    </Button>
  );
}
