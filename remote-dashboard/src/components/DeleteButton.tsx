import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, useFocusKeptThrough } from 'shared-ui';
import { ApiError, useHost } from 'shared-contracts/host';
import { translatedFailureOf } from 'shared-ui/i18n';

interface DeleteButtonProps {
  /** The button's name: what it deletes, and whose ("Delete the entry of Asha Meshram"). */
  label: string;
  /** Asked before anything is deleted, naming whose it is. */
  question: string;
  /** Said once it is deleted. */
  done: string;
  /** Said when it could not be deleted, and is still there. */
  failure: string;
  /** What the API answers when there is no such thing to delete (another admin deleted it first). */
  goneMessage: string;
  remove(): Promise<void>;
  /** It is gone (deleted now, or by another admin before): the list loads again. */
  onGone(): void;
}

/**
 * Deletes something for good when its owner asks (the privacy policy promises it). The admin
 * confirms first, told whose it is: a slip of the finger on a phone must not lose someone's data.
 */
export function DeleteButton({ label, question, done, failure, goneMessage, remove, onGone }: DeleteButtonProps) {
  const { t, i18n } = useLingui();
  const { toast } = useHost();
  const [busy, setBusy] = useState(false);
  const keepFocusWhileDeleting = useFocusKeptThrough(busy);

  const deleteIt = async () => {
    if (!window.confirm(question)) return;
    keepFocusWhileDeleting();
    setBusy(true);
    try {
      await remove();
      toast.success(done);
      onGone();
    } catch (error) {
      toast.error(translatedFailureOf(error, failure, i18n));
      if (error instanceof ApiError && error.serverMessage === goneMessage) onGone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" busy={busy} onClick={deleteIt} aria-label={label}>
      {t`Delete`}
    </Button>
  );
}
