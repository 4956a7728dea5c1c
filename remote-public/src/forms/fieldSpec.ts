import type { HTMLInputTypeAttribute, ReactNode } from 'react';

/** One input of a declarative form: what to render and how browsers and phones should treat it. */
export interface FieldSpec<Name extends string> {
  name: Name;
  label: string;
  control?: 'input' | 'textarea' | 'select';
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  options?: readonly string[];
}

/** Every field starts empty. */
export function emptyValues<Name extends string>(fields: readonly FieldSpec<Name>[]): Record<Name, string> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;
}
