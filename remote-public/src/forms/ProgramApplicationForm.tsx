import { PROGRAMS } from 'shared-contracts';
import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'program', label: 'Select Program', control: 'select', options: PROGRAMS, required: true, placeholder: 'Select a program' },
] as const satisfies readonly FieldSpec<string>[];

/** /prashikshan-and-rojgar: apply for one of the three programmes. */
export function ProgramApplicationForm() {
  return (
    <JsonSubmissionForm
      kind="program-application"
      fields={FIELDS}
      label="Program application"
      submitLabel="Apply"
    />
  );
}
