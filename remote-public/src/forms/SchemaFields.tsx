import type { ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SelectField, TextAreaField, TextField } from 'shared-ui';
import { useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
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
  useCatalog(formsCatalog);
  const { t, i18n } = useLingui();
  return (
    <>
      {fields.map(({ control = 'input', options = [], ...spec }) => {
        const bound = bind(spec.name);
        const placeholder = spec.placeholder ? i18n._(spec.placeholder) : undefined;
        const common = {
          ...bound,
          label: i18n._(spec.label),
          hint: spec.hint ? i18n._(spec.hint) : undefined,
          required: spec.required,
          autoComplete: spec.autoComplete,
          placeholder,
        };
        if (control === 'textarea') return <TextAreaField key={spec.name} {...common} />;
        if (control === 'select') {
          const choices = options.map(({ value, label }) => ({ value, label: i18n._(label) }));
          return <SelectField key={spec.name} {...common} options={choices} placeholder={placeholder ?? t`Select…`} />;
        }
        return <TextField key={spec.name} {...common} type={spec.type ?? 'text'} inputMode={spec.inputMode} />;
      })}
    </>
  );
}
