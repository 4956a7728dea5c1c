import { useEffect, useLayoutEffect } from 'react';
import { forgetDraft, keepDraft, takeDraft } from './form-drafts';

interface DraftedForm<Name extends string> {
  values: Record<Name, string>;
  setValue(name: Name, value: (current: string) => string): void;
}

/**
 * What is typed into `form` (a useSchemaForm) outlives it: left unsent, it is there when the form
 * opens again (form-drafts.ts). One draft per `kind` of form and the values it starts with (a page
 * may preset a program). Fields in `neverKept` (passwords, identity and bank numbers) are left
 * out: they never leave the form, and open empty. Call `forget` once the entry is stored, also
 * when the form was left before the answer came.
 */
export function useFormDraft<Name extends string>(
  kind: string,
  form: DraftedForm<Name>,
  initialValues: Record<Name, string>,
  { neverKept = [] }: { neverKept?: readonly string[] } = {},
): { forget(): void } {
  const draftKey = `${kind} ${JSON.stringify(initialValues)}`;
  const { values, setValue } = form;
  const keptPart = (all: Record<Name, string>) => Object.fromEntries(Object.entries(all).filter(([name]) => !neverKept.includes(name))) as Record<Name, string>;
  // The draft goes in once the form is on the page, before it is painted: a form from the
  // server's HTML hydrates as it came, empty. Only fields still as they started take it; a field
  // typed into before the page was live is taken up by the field itself (useEnteredBeforeLive),
  // whose update comes after this one and so wins.
  useLayoutEffect(() => {
    const draft = takeDraft(draftKey);
    if (!draft) return;
    for (const name of Object.keys(keptPart(initialValues)) as Name[]) {
      setValue(name, (current) => (current === initialValues[name] ? (draft[name] ?? current) : current));
    }
    // Once, as the form opens: later changes of the initial values are not a draft to take.
  }, [draftKey]);
  useEffect(() => {
    keepDraft(draftKey, keptPart(values), keptPart(initialValues));
    // Kept on a change of what is typed; the initial values are a new object on each render.
  }, [draftKey, values]);
  return { forget: () => forgetDraft(draftKey) };
}
