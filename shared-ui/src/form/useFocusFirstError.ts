import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { announce } from '../announce';
import { FIELD_ERROR_ATTRIBUTE } from './field-error';

/** The field's own error text, which its aria-describedby points to. */
function errorTextOf(control: HTMLElement): string | undefined {
  const describedBy = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  for (const id of describedBy) {
    const element = document.getElementById(id);
    if (element?.hasAttribute(FIELD_ERROR_ATTRIBUTE)) return element.textContent ?? undefined;
  }
  return undefined;
}

/**
 * What a screen reader is told besides the focus move: the field errors are not alerts (several
 * at once would be read over each other), so the focus going to the first one reads it, and how
 * many there are is said after. When the focus was already in that field (Enter pressed in it),
 * nothing moves, so its error is said too.
 */
function refusalAnnouncement(first: HTMLElement, fieldErrors: number, focusMoved: boolean): string | undefined {
  const count = fieldErrors;
  const howMany = count > 1 ? t`${count} fields need correcting.` : undefined;
  const ownError = focusMoved ? undefined : errorTextOf(first);
  const parts = [ownError, howMany].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * After a rejected submit, moves focus to the first invalid field of the form, so keyboard
 * and screen-reader users land on the problem. Call the returned function when validation fails.
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
