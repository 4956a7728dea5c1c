import type { FormEvent } from 'react';
import type { output, ZodMiniType } from 'zod/mini';
import { honeypotValue } from './Honeypot';
import { useSchemaForm } from './useSchemaForm';
import { useSubmitState } from './useSubmitState';

/** Sends a checked form; `trap` is the hidden honeypot's value. Resolves to the thank-you text. */
export type JsonFormSubmit<Request> = (request: Request, trap: string | undefined) => Promise<string>;

/**
 * State and submit handler of a JSON form (render a HoneypotField in it, and give it `formRef`):
 * validates with the API's own schema, moving the focus to the first field it refuses, hands the
 * request to `submit`, shows its thank-you or the error, and clears the fields once the entry is
 * stored.
 */
export function useJsonFormSubmission<Schema extends ZodMiniType, Name extends string>(
  schema: Schema,
  initialValues: Record<Name, string>,
  submit: JsonFormSubmit<output<Schema>>,
) {
  const form = useSchemaForm(schema, initialValues);
  const submission = useSubmitState();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) {
      submission.refuse();
      return;
    }
    const trap = honeypotValue(event.currentTarget as HTMLFormElement) || undefined;
    if (await submission.run(() => submit(request, trap))) form.reset();
  };

  return { form, submission, onSubmit, formRef: submission.formRef };
}
