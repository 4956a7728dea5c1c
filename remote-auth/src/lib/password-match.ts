/**
 * zod skips an object's refinements while a field is invalid, so a mismatch would only show
 * after the other errors were fixed; this adds it at once, next to the field's own error.
 */
export function withMismatch<Name extends string>(
  errors: Partial<Record<Name, string>>,
  field: Name,
  matches: boolean,
  message: string,
): Partial<Record<Name, string>> {
  return matches || errors[field] ? errors : { ...errors, [field]: message };
}
