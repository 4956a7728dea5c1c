import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'name', label: 'Full name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'skills', label: 'Skills', control: 'textarea', required: true },
] as const satisfies readonly FieldSpec<string>[];

/** The /volenture page: all four fields required. */
export function VolunteerForm() {
  return <JsonSubmissionForm kind="volunteer" fields={FIELDS} label="Volunteer with us" submitLabel="Join as volunteer" />;
}
