import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'contact', label: 'Contact number', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'message', label: 'Message', control: 'textarea', required: true },
] as const satisfies readonly FieldSpec<string>[];

/** Contact page: all four fields required. */
export function ContactForm() {
  return <JsonSubmissionForm kind="contact" fields={FIELDS} label="Contact us" submitLabel="Send message" />;
}
