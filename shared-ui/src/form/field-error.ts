/** The attribute a field's own error text carries (Field.tsx, the code boxes): what a refused form reads out. */
export const FIELD_ERROR_ATTRIBUTE = 'data-field-error';

/** Spread on a field's error text: `<p id={errorId} {...FIELD_ERROR_MARK}>`. */
export const FIELD_ERROR_MARK = { [FIELD_ERROR_ATTRIBUTE]: '' } as const;

/** The error text a control is described by (its aria-describedby), or null when it shows none. */
export function describedErrorOf(control: Element): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  for (const id of ids) {
    const element = control.ownerDocument.getElementById(id);
    if (element?.hasAttribute(FIELD_ERROR_ATTRIBUTE)) return element.textContent;
  }
  return null;
}
