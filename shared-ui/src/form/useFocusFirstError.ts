import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { announce } from '../announce';
import { describedErrorOf, FIELD_ERROR_ATTRIBUTE } from './field-error';

/** An error's own closing full stop goes: the sentence after it brings one. */
const withoutFullStop = (text: string) => text.replace(/[.।]\s*$/, '');

/**
 * What a screen reader is told besides the focus move. The field errors are not alerts (several
 * at once would be read over each other): the focus going to the first one reads it, and how many
 * there are is said after. When the focus was already in that field (Enter pressed in it), nothing
 * moves, so its error is said too.
 */
function refusalAnnouncement(first: HTMLElement, count: number, focusMoved: boolean): string | null {
  const ownError = focusMoved ? null : describedErrorOf(first);
  if (count < 2) return ownError;
  if (!ownError) return t`${count} fields need correcting.`;
  const error = withoutFullStop(ownError);
  return t`${error}. ${count} fields need correcting.`;
}

/**
 * After a rejected submit, moves focus to the first invalid field of the form, so keyboard and
 * screen-reader users land on the problem, and says what the move does not (refusalAnnouncement).
 * Call the returned function when validation fails.
 */
export function useFocusFirstError<Form extends HTMLElement>() {
  const formRef = useRef<Form>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const form = formRef.current;
    if (attempt === 0 || !form) return;
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    const focusMoved = document.activeElement !== first;
    first.focus();
    const message = refusalAnnouncement(first, form.querySelectorAll(`[${FIELD_ERROR_ATTRIBUTE}]`).length, focusMoved);
    if (message) announce(message);
  }, [attempt]);

  const focusFirstError = useCallback(() => setAttempt((n) => n + 1), []);
  return { formRef, focusFirstError };
}
