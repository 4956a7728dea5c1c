import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { core, output, ZodMiniType } from 'zod/mini';

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
 * so an error never loses input; `validate` returns the parsed payload or null. A form whose
 * typing should outlive it adds useFormDraft.
 */
export function useSchemaForm<Schema extends ZodMiniType, Name extends string>(
  schema: Schema,
  initialValues: Record<Name, string>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  // What the fields hold now, for a check made when an answer arrives after the render that sent.
  const shownValues = useRef(values);
  useEffect(() => {
    shownValues.current = values;
  }, [values]);

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

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  /** Whether a field was changed after `sent` was taken from the form (typed while it was sending). */
  const changedSince = (sent: Record<Name, string>) => (Object.keys(sent) as Name[]).some((name) => shownValues.current[name] !== sent[name]);

  return { values, errors, field, setValue, setErrors, validate, reset, changedSince };
}
