import { SUBMISSION_SCHEMAS, type SubmissionKind, type SubmissionRequest } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { Button, FormOutcome, HoneypotField, IdScope, useJsonFormSubmission } from 'shared-ui';
import { emptyValues, type FieldSpec } from './fieldSpec';
import { SchemaFields } from './SchemaFields';

/** Field names must be keys of the kind's schema, so a typo fails the type-check rather than the API call. */
type FieldName<Kind extends SubmissionKind> = keyof SubmissionRequest<Kind> & string;

interface JsonSubmissionFormProps<Kind extends SubmissionKind, Name extends FieldName<Kind>> {
  kind: Kind;
  fields: readonly FieldSpec<Name>[];
  /** Accessible name of the form, in the page's language (also names the form's element ids). */
  label: string;
  /** The submit button's text, in the page's language. */
  submitLabel: string;
  /** Values the form starts with (and returns to once sent); the rest start empty. */
  presets?: Partial<Record<Name, string>>;
}

/** A public form checked by its kind's schema and sent through `host.api` (spinner, banners, cleared on success). */
export function JsonSubmissionForm<Kind extends SubmissionKind, Name extends FieldName<Kind>>({
  kind,
  fields,
  label,
  submitLabel,
  presets,
}: JsonSubmissionFormProps<Kind, Name>) {
  const { api } = useHost();
  const { form, submission, onSubmit, formRef } = useJsonFormSubmission(
    kind,
    SUBMISSION_SCHEMAS[kind],
    { ...emptyValues(fields), ...presets },
    // The schema was picked by `kind`, so what it checked is that kind's request.
    (request, trap, requestKey) => api.submitForm(kind, request as SubmissionRequest<Kind>, trap, requestKey),
  );
  return (
    <IdScope name={label}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
        <SchemaFields fields={fields} bind={form.field} />
        <HoneypotField />
        <Button type="submit" busy={submission.busy}>
          {submitLabel}
        </Button>
        <FormOutcome outcome={submission.outcome} />
      </form>
    </IdScope>
  );
}
