import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PROGRAMS } from 'shared-contracts';
import { formChoicesCatalog, PROGRAM_LABELS, useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'fullName', label: msg`Full Name`, autoComplete: 'name', required: true },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: msg`Phone Number`, type: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'program',
    label: msg`Select Program`,
    control: 'select',
    options: PROGRAMS.map((program) => ({ value: program, label: PROGRAM_LABELS[program] })),
    required: true,
    placeholder: msg`Select a program`,
  },
] as const satisfies readonly FieldSpec<string>[];

/** /prashikshan-and-rojgar: apply for one of the three programmes. */
export function ProgramApplicationForm() {
  useCatalog(formsCatalog, formChoicesCatalog);
  const { t } = useLingui();
  return (
    <JsonSubmissionForm
      kind="program-application"
      fields={FIELDS}
      label={t`Program application`}
      submitLabel={t`Apply`}
    />
  );
}
