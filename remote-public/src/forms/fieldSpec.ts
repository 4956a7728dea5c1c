import type { HTMLInputTypeAttribute } from 'react';
import type { MessageDescriptor } from '@lingui/core';

/**
 * One input of a declarative form: what to render and how browsers and phones should treat it.
 * Label, hint and placeholder are messages (`msg`), shown in the page's language by SchemaFields.
 */
export interface FieldSpec<Name extends string> {
  name: Name;
  label: MessageDescriptor;
  control?: 'input' | 'textarea' | 'select';
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  hint?: MessageDescriptor;
  placeholder?: MessageDescriptor;
  /** Values sent as they are (the API's own names), each shown in the page's language. */
  options?: readonly { value: string; label: MessageDescriptor }[];
}

/** Every field starts empty. */
export function emptyValues<Name extends string>(fields: readonly FieldSpec<Name>[]): Record<Name, string> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;
}
