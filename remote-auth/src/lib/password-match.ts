/**
 * zod skips an object's refinements while a field is invalid, so a mismatch would only show
 * after the other errors were fixed; this adds it at once. A mismatch is what the field says even
 * when it is empty (spec §5: passwords that differ show the mismatch); two empty fields keep the
 * field's own error, that it is required.
 */
export function withMismatch<Name extends string>(
  errors: Partial<Record<Name, string>>,
  field: Name,
  matches: boolean,
  message: string,
): Partial<Record<Name, string>> {
  return matches ? errors : { ...errors, [field]: message };
}
