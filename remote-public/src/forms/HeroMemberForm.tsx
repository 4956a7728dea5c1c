import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'skills', label: 'Skills', control: 'textarea' },
  { name: 'availability', label: 'Availability', placeholder: 'e.g. weekends, 4 hours a week' },
] as const satisfies readonly FieldSpec<string>[];

/** "Volunteer Sign-Up Form" of /become-a-hero/become-a-hero-member: skills and availability optional. */
export function HeroMemberForm() {
  return <JsonSubmissionForm kind="hero-member" fields={FIELDS} label="Volunteer Sign-Up Form" submitLabel="Sign up" />;
}
