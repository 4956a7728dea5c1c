import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'name', label: msg`Name`, autoComplete: 'name', required: true },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', required: true },
  { name: 'contact', label: msg`Contact number`, type: 'tel', autoComplete: 'tel', required: true },
  { name: 'message', label: msg`Message`, control: 'textarea', required: true },
] as const satisfies readonly FieldSpec<string>[];

/** Contact page: all four fields required. */
export function ContactForm() {
  useCatalog(formsCatalog);
  const { t } = useLingui();
  return <JsonSubmissionForm kind="contact" fields={FIELDS} label={t`Contact us`} submitLabel={t`Send message`} />;
}
