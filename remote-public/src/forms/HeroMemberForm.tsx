import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'name', label: msg`Name`, autoComplete: 'name', required: true },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: msg`Phone number`, type: 'tel', autoComplete: 'tel', required: true },
  { name: 'skills', label: msg`Skills`, control: 'textarea' },
  { name: 'availability', label: msg`Availability`, placeholder: msg`e.g. weekends, 4 hours a week` },
] as const satisfies readonly FieldSpec<string>[];

/** "Volunteer Sign-Up Form" of /become-a-hero/become-a-hero-member: skills and availability optional. */
export function HeroMemberForm() {
  useCatalog(formsCatalog);
  const { t } = useLingui();
  return <JsonSubmissionForm kind="hero-member" fields={FIELDS} label={t`Volunteer Sign-Up Form`} submitLabel={t`Sign up`} />;
}
