import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'name', label: msg`Full name`, autoComplete: 'name', required: true },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: msg`Phone number`, type: 'tel', autoComplete: 'tel', required: true },
  { name: 'skills', label: msg`Skills`, control: 'textarea', required: true },
] as const satisfies readonly FieldSpec<string>[];

/** The /volenture page: all four fields required. */
export function VolunteerForm() {
  useCatalog(formsCatalog);
  const { t } = useLingui();
  return <JsonSubmissionForm kind="volunteer" fields={FIELDS} label={t`Volunteer with us`} submitLabel={t`Join as volunteer`} />;
}
