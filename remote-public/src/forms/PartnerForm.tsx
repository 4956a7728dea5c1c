import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'organisationName', label: msg`Organisation name`, autoComplete: 'organization' },
  { name: 'contactPerson', label: msg`Contact person`, autoComplete: 'name' },
  // Required by the team although the spec marks nothing: the charity must be able to answer.
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', required: true },
  { name: 'message', label: msg`Message`, control: 'textarea' },
] as const satisfies readonly FieldSpec<string>[];

/** Partner with us: only the e-mail is required. */
export function PartnerForm() {
  useCatalog(formsCatalog);
  const { t } = useLingui();
  return <JsonSubmissionForm kind="partner" fields={FIELDS} label={t`Partner with us`} submitLabel={t`Send`} />;
}
