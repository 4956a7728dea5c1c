/** The attribute Field.tsx marks a field's own error text with, for what a refused form says (useFocusFirstError). */
export const FIELD_ERROR_ATTRIBUTE = 'data-field-error';
