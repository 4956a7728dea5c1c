import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'dob', label: 'Date of birth', type: 'date', autoComplete: 'bday', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: 'Message', control: 'textarea' },
] as const satisfies readonly FieldSpec<string>[];

/** Birthday dedication: name, date of birth and e-mail required; phone and message optional. */
export function BirthdayForm() {
  return <JsonSubmissionForm kind="birthday" fields={FIELDS} label="Birthday dedication" submitLabel="Send" />;
}
