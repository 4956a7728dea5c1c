/**
 * What was typed into a public form that was left unsent, by form: the form opened again starts
 * from it. The visitor may have followed a link to another page of the site and come back, or the
 * page may have been loaded whole: a switch of language, a reload, Back from another site.
 *
 * Drafts live in the page's memory. Only while a page is loaded whole do they wait in the tab's
 * sessionStorage: written as the page is left, taken out by the next page that opens the form.
 * Another tab never sees them, and they are gone with the tab.
 *
 * A form's draft ends when it is emptied, or once its entry is stored, even if the answer came
 * after the form was left.
 */
const drafts = new Map<string, Record<string, string>>();

const STORAGE_PREFIX = 'form-draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a private window's settings): drafts live as long as the page.
    return null;
  }
}

const isDraft = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((field) => typeof field === 'string');

/** The draft a page loaded before this one left for `key`, taken out of the tab's storage. */
function takeStored(key: string): Record<string, string> | undefined {
  const tab = storage();
  const text = tab?.getItem(STORAGE_PREFIX + key);
  if (!tab || text == null) return undefined;
  tab.removeItem(STORAGE_PREFIX + key);
  try {
    const draft: unknown = JSON.parse(text);
    return isDraft(draft) ? draft : undefined;
  } catch {
    return undefined;
  }
}

function keepForNextPage(): void {
  const tab = storage();
  try {
    drafts.forEach((draft, key) => tab?.setItem(STORAGE_PREFIX + key, JSON.stringify(draft)));
  } catch {
    // Storage full or refused: the drafts go with the page.
  }
}

/** A page kept whole in the browser's memory (Back) still has its drafts: the stored copies go. */
function dropKeptCopies(event: PageTransitionEvent): void {
  if (event.persisted) drafts.forEach((_, key) => storage()?.removeItem(STORAGE_PREFIX + key));
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', keepForNextPage);
  window.addEventListener('pageshow', dropKeptCopies);
}

/** The draft kept under `key`, for the fields `initialValues` names; none when nothing was kept. */
export function takeDraft<Name extends string>(key: string, initialValues: Record<Name, string>): Record<Name, string> | undefined {
  const draft = drafts.get(key) ?? takeStored(key);
  if (!draft) return undefined;
  drafts.set(key, draft);
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
