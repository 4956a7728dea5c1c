/**
 * What was typed into a public form that was left unsent (the visitor followed a link to another
 * page of the site and came back), by form: the form opened again starts from it. In this tab's
 * memory only, never stored, as it holds personal data; so a page loaded whole (a reload, another
 * language) starts afresh. A form's draft ends when it is emptied, or once its entry is stored,
 * even if the answer came after the form was left.
 */
const drafts = new Map<string, Record<string, string>>();

/** The draft kept under `key`, for the fields `initialValues` names; `initialValues` where none is. */
export function draftOr<Name extends string>(key: string | undefined, initialValues: Record<Name, string>): Record<Name, string> {
  const draft = key === undefined ? undefined : drafts.get(key);
  if (!draft) return initialValues;
  const names = Object.keys(initialValues) as Name[];
  return Object.fromEntries(names.map((name) => [name, draft[name] ?? initialValues[name]])) as Record<Name, string>;
}

/** Keeps `values` as the draft under `key`, or lets it go when they are the form's `initialValues` again. */
export function keepDraft<Name extends string>(key: string, values: Record<Name, string>, initialValues: Record<Name, string>): void {
  const untouched = (Object.keys(initialValues) as Name[]).every((name) => values[name] === initialValues[name]);
  if (untouched) drafts.delete(key);
  else drafts.set(key, values);
}

/** The draft under `key` ends: its entry is stored. */
export function forgetDraft(key: string): void {
  drafts.delete(key);
}

/** Every draft let go: between tests, which each expect a fresh page. */
export function forgetFormDrafts(): void {
  drafts.clear();
}
