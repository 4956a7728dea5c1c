import type { FormEvent } from 'react';
import type { z } from 'zod';
import { API_PATHS, HONEYPOT_FIELD, messageResponseSchema, type SubmissionKind } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { honeypotValue } from './Honeypot';
import { useSchemaForm } from './useSchemaForm';
import { useSubmitState } from './useSubmitState';

/**
 * State and submit handler of a public JSON form (render a HoneypotField in it): validates with
 * the API's own schema, posts to /forms/:kind, shows the server's thank-you or error, and clears the fields once the entry is stored.
 */
export function useJsonFormSubmission<Schema extends z.ZodType, Name extends string>(
  kind: SubmissionKind,
  schema: Schema,
  initialValues: Record<Name, string>,
) {
  const { api } = useHost();
  const form = useSchemaForm(schema, initialValues);
  const submission = useSubmitState();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    const trap = honeypotValue(event.currentTarget as HTMLFormElement);
    const sent = await submission.run(async () => {
      const { data } = await api.post(API_PATHS.submit(kind), trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload);
      return messageResponseSchema.parse(data).message;
    });
    if (sent) form.reset();
  };

  return { form, submission, onSubmit };
}
