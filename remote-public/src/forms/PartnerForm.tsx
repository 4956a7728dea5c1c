import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'organisationName', label: 'Organisation name', autoComplete: 'organization' },
  { name: 'contactPerson', label: 'Contact person', autoComplete: 'name' },
  // Required by the team although the spec marks nothing: the charity must be able to answer.
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'message', label: 'Message', control: 'textarea' },
] as const satisfies readonly FieldSpec<string>[];

/** Partner with us: only the e-mail is required. */
export function PartnerForm() {
  return <JsonSubmissionForm kind="partner" fields={FIELDS} label="Partner with us" submitLabel="Send" />;
}
