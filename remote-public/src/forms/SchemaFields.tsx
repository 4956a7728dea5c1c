import type { ChangeEvent } from 'react';
import { SelectField, TextAreaField, TextField } from 'shared-ui';
import type { FieldSpec } from './fieldSpec';

interface BoundField<Name extends string> {
  name: Name;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

interface SchemaFieldsProps<Name extends string> {
  fields: readonly FieldSpec<Name>[];
  bind: (name: Name) => BoundField<Name>;
}

/** Renders a field list, each control wired to the form state and showing its own error. */
export function SchemaFields<Name extends string>({ fields, bind }: SchemaFieldsProps<Name>) {
  return (
    <>
      {fields.map(({ control = 'input', options = [], ...spec }) => {
        const bound = bind(spec.name);
        const common = {
          ...bound,
          label: spec.label,
          hint: spec.hint,
          required: spec.required,
          autoComplete: spec.autoComplete,
          placeholder: spec.placeholder,
        };
        if (control === 'textarea') return <TextAreaField key={spec.name} {...common} />;
        if (control === 'select') {
          return <SelectField key={spec.name} {...common} options={options} placeholder={spec.placeholder ?? 'Select…'} />;
        }
        return <TextField key={spec.name} {...common} type={spec.type ?? 'text'} inputMode={spec.inputMode} />;
      })}
    </>
  );
}
