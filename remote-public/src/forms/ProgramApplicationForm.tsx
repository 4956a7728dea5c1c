import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PROGRAMS } from 'shared-contracts';
import { useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

/** The programmes as the API names them, and as a visitor reads them. */
const PROGRAM_LABELS: Record<(typeof PROGRAMS)[number], MessageDescriptor> = {
  'Skill Development': msg`Skill Development`,
  'Employment Opportunities': msg`Employment Opportunities`,
  'Guidance & Support': msg`Guidance & Support`,
};

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
  useCatalog(formsCatalog);
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
