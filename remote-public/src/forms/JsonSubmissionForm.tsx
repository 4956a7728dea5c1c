import type { z } from 'zod';
import type { SubmissionKind } from 'shared-contracts';
import { Banner, Button, HoneypotField, useJsonFormSubmission } from 'shared-ui';
import { emptyValues, type FieldSpec } from './fieldSpec';
import { SchemaFields } from './SchemaFields';

/** Field names must be keys of the schema, so a typo fails the type-check rather than the API call. */
type SchemaKey<Schema extends z.ZodType> = keyof z.input<Schema> & string;

interface JsonSubmissionFormProps<Schema extends z.ZodType, Name extends SchemaKey<Schema>> {
  kind: SubmissionKind;
  schema: Schema;
  fields: readonly FieldSpec<Name>[];
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
}

/** A public form that posts its fields as JSON to /forms/:kind (spinner, banners, cleared on success). */
export function JsonSubmissionForm<Schema extends z.ZodType, Name extends SchemaKey<Schema>>({
  kind,
  schema,
  fields,
  label,
  submitLabel,
}: JsonSubmissionFormProps<Schema, Name>) {
  const { form, submission, onSubmit } = useJsonFormSubmission(kind, schema, emptyValues(fields));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <SchemaFields fields={fields} bind={form.field} />
      <HoneypotField />
      <Button type="submit" busy={submission.busy}>
        {submitLabel}
      </Button>
      {submission.outcome && <Banner tone={submission.outcome.tone}>{submission.outcome.message}</Banner>}
    </form>
  );
}
