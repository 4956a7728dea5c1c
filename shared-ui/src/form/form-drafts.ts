import { keptAcrossPageLoads } from './kept-across-page-loads';

/**
 * What was typed into a public form that was left unsent, by form: the form opened again starts
 * from it. The visitor may have followed a link to another page of the site and come back, or the
 * page may have been loaded whole (kept-across-page-loads.ts). A form's draft ends when it is
 * emptied, or once its entry is stored, even if the answer came after the form was left.
 */
const isDraft = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((field) => typeof field === 'string');

const drafts = keptAcrossPageLoads('form-draft:', isDraft);

/** The draft kept under `key`, if any. */
export function takeDraft(key: string): Record<string, string> | undefined {
  return drafts.get(key);
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
