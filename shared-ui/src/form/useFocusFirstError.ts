import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a rejected submit, moves focus to the first invalid field of the form, so keyboard
 * and screen-reader users land on the problem. Call the returned function when validation fails.
 */
export function useFocusFirstError<Form extends HTMLElement>() {
  const formRef = useRef<Form>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const focusFirstError = useCallback(() => setAttempt((n) => n + 1), []);
  return { formRef, focusFirstError };
}
