import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { core, output, ZodMiniType } from 'zod/mini';
import { forgetDraft, keepDraft, takeDraft } from './form-drafts';

type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** The first message per field of a failed zod parse. */
export function fieldErrorsOf<Name extends string>(error: core.$ZodError): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '') as Name;
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/**
 * Form state checked by the same zod schema the API uses. Values stay as typed whatever happens,
 * so an error never loses input; `validate` returns the parsed payload or null. With a `draftKey`,
 * what is typed outlives the form: left unsent, it is there when the form opens again
 * (form-drafts.ts). Not for passwords, nor for identity or bank numbers.
 */
export function useSchemaForm<Schema extends ZodMiniType, Name extends string>(
  schema: Schema,
  initialValues: Record<Name, string>,
  draftKey?: string,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  // What the fields hold now, for a check made when an answer arrives after the render that sent.
  const shownValues = useRef(values);
  useEffect(() => {
    shownValues.current = values;
  }, [values]);
  // The draft goes in once the form is on the page, before it is painted: a form from the
  // server's HTML hydrates as it came, empty. Only fields still as they started take it; a field
  // typed into before the page was live is taken up by the field itself (useEnteredBeforeLive),
  // whose update comes after this one and so wins.
  useLayoutEffect(() => {
    const draft = draftKey === undefined ? undefined : takeDraft(draftKey);
    if (!draft) return;
    const fromDraft = (name: Name, value: string) => (value === initialValues[name] ? (draft[name] ?? value) : value);
    setValues((current) => Object.fromEntries((Object.keys(current) as Name[]).map((name) => [name, fromDraft(name, current[name])])) as Record<Name, string>);
    // Once, as the form opens: later changes of the initial values are not a draft to take.
  }, [draftKey]);
  useEffect(() => {
    if (draftKey !== undefined) keepDraft(draftKey, values, initialValues);
    // Kept on a change of what is typed; the initial values are a new object on each render.
  }, [draftKey, values]);

  /** A value, or how to work it out from the field's value at that moment (after updates still pending). */
  const setValue = useCallback((name: Name, value: string | ((current: string) => string)) => {
    setValues((current) => ({ ...current, [name]: typeof value === 'function' ? value(current[name]) : value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value),
  });

  const validate = (): output<Schema> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrorsOf<Name>(result.error));
    return null;
  };

  // Also for a form already left (an answer that came after): its draft ends with it.
  const reset = () => {
    if (draftKey !== undefined) forgetDraft(draftKey);
    setValues(initialValues);
    setErrors({});
  };

  /** Whether a field was changed after `sent` was taken from the form (typed while it was sending). */
  const changedSince = (sent: Record<Name, string>) => (Object.keys(sent) as Name[]).some((name) => shownValues.current[name] !== sent[name]);

  return { values, errors, field, setValue, setErrors, validate, reset, changedSince };
}
