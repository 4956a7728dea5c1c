import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'name', label: msg`Name`, autoComplete: 'name', required: true },
  { name: 'dob', label: msg`Date of birth`, type: 'date', autoComplete: 'bday', required: true },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: msg`Phone number`, type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: msg`Message`, control: 'textarea' },
] as const satisfies readonly FieldSpec<string>[];

/** Birthday dedication: name, date of birth and e-mail required; phone and message optional. */
export function BirthdayForm() {
  useCatalog(formsCatalog);
  const { t } = useLingui();
  return <JsonSubmissionForm kind="birthday" fields={FIELDS} label={t`Birthday dedication`} submitLabel={t`Send`} />;
}
