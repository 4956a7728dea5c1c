import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CALL_BACK_TOPICS, type CallBackTopic } from 'shared-contracts';
import { CALL_BACK_TOPIC_LABELS, formChoicesCatalog, useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
import type { FieldSpec } from './fieldSpec';
import { JsonSubmissionForm } from './JsonSubmissionForm';

const FIELDS = [
  { name: 'name', label: msg`Name`, autoComplete: 'name', required: true },
  { name: 'phone', label: msg`Phone number`, type: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'village',
    label: msg`Village or taluka`,
    autoComplete: 'address-level2',
    required: true,
    hint: msg`So the right field worker calls you.`,
  },
  {
    name: 'topic',
    label: msg`What is it about?`,
    control: 'select',
    options: CALL_BACK_TOPICS.map((topic) => ({ value: topic, label: CALL_BACK_TOPIC_LABELS[topic] })),
    required: true,
    placeholder: msg`Choose one`,
  },
] as const satisfies readonly FieldSpec<string>[];

interface CallBackFormProps {
  /** The topic already chosen, where the page knows what the visitor wants. */
  topic?: CallBackTopic;
}

/** Name, phone and village: for people with a phone and no e-mail, whom staff call back. */
export function CallBackForm({ topic }: CallBackFormProps) {
  useCatalog(formsCatalog, formChoicesCatalog);
  const { t } = useLingui();
  return (
    <JsonSubmissionForm
      kind="call-back"
      fields={FIELDS}
      label={t`Request a call back`}
      submitLabel={t`Call me back`}
      presets={topic ? { topic } : undefined}
    />
  );
}
