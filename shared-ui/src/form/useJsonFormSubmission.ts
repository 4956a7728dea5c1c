import type { FormEvent } from 'react';
import type { output, ZodMiniType } from 'zod/mini';
import { honeypotValue } from './Honeypot';
import { useRequestKeys } from './useRequestKeys';
import { useSchemaForm } from './useSchemaForm';
import { useFormDraft } from './useFormDraft';
import { useSubmitState } from './useSubmitState';

/**
 * Sends a checked form; `trap` is the hidden honeypot's value, `requestKey` the key of this
 * entry's sending (the same for a retry of the same entry). Resolves to the thank-you text.
 */
export type JsonFormSubmit<Request> = (request: Request, trap: string | undefined, requestKey: string) => Promise<string>;

/**
 * State and submit handler of a JSON form (render a HoneypotField in it, and give it `formRef`):
 * validates with the API's own schema, moving the focus to the first field it refuses, hands the
 * request to `submit`, shows its thank-you or the error, and clears the fields once the entry is
 * stored, unless one was changed while it was sending: that typing is kept. The same entry sent
 * again after a failure, or after the form was left while sending it, goes with the same key (see
 * useRequestKeys), so an entry the server stored before its answer was lost is not stored twice.
 * What was typed and left unsent is there when the form opens again (form-drafts.ts).
 * `kind`: the submission kind the form sends.
 */
export function useJsonFormSubmission<Schema extends ZodMiniType, Name extends string>(
  kind: string,
  schema: Schema,
  initialValues: Record<Name, string>,
  submit: JsonFormSubmit<output<Schema>>,
) {
  const form = useSchemaForm(schema, initialValues);
  const draft = useFormDraft(kind, form, initialValues);
  const submission = useSubmitState();
  const requestKeys = useRequestKeys(kind, { withDraft: true });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) {
      submission.refuse();
      return;
    }
    const sent = form.values;
    const trap = honeypotValue(event.currentTarget as HTMLFormElement) || undefined;
    const key = requestKeys.keyFor(JSON.stringify(request));
    if (await submission.run(() => submit(request, trap, key))) {
      requestKeys.stored();
      if (!form.changedSince(sent)) {
        draft.forget();
        form.reset();
      }
    }
  };

  return { form, submission, onSubmit, formRef: submission.formRef };
}
