import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { TAILOR_MACHINE_FILE_FIELD, UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from 'shared-contracts';
import { Button, FileField, formatBytes, FormOutcome, HoneypotField, IdScope } from 'shared-ui';
import { useCatalog } from 'shared-ui/i18n';
import { formsCatalog } from '../locales/forms-catalog';
import { emptyValues, type FieldSpec } from './fieldSpec';
import { SchemaFields } from './SchemaFields';
import { UploadProgress } from './UploadProgress';
import { useTailorMachineSubmission } from './useTailorMachineSubmission';

const FIELDS = [
  { name: 'name', label: msg`Name`, autoComplete: 'name', required: true },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email', required: true },
  { name: 'contact', label: msg`Contact number`, type: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'aadharNumber',
    label: msg`Aadhaar number`,
    inputMode: 'numeric',
    autoComplete: 'off',
    required: true,
    hint: msg`The 12 digits printed on your Aadhaar card, in three groups of four (spaces are fine).`,
  },
  { name: 'bankName', label: msg`Bank name`, autoComplete: 'off', required: true },
  {
    name: 'accountNumber',
    label: msg`Account number`,
    inputMode: 'numeric',
    autoComplete: 'off',
    required: true,
    hint: msg`9 to 18 digits, as in your bank passbook.`,
  },
  {
    name: 'ifscCode',
    label: msg`IFSC code`,
    autoComplete: 'off',
    required: true,
    hint: msg`11 characters from your passbook or cheque: 4 letters, 0, then 6 letters or digits, e.g. SBIN0001234.`,
  },
  { name: 'address', label: msg`Address`, control: 'textarea', autoComplete: 'street-address', required: true },
] as const satisfies readonly FieldSpec<string>[];

const PrivacyNote = styled.p`
  margin: 0 0 1rem;
  font-size: 0.95rem;
`;

/** "Donate Tailor Machine" request of /free (spec §4/§8). */
export function TailorMachineForm() {
  useCatalog(formsCatalog);
  const { t } = useLingui();
  const { form, submission, file, fileError, chooseFile, uploaded, onSubmit, formRef } = useTailorMachineSubmission(emptyValues(FIELDS));
  const maxSize = formatBytes(UPLOAD_MAX_BYTES);
  return (
    <IdScope name="tailor-machine">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t`Donate Tailor Machine`}>
        <PrivacyNote>
          <Trans>
            Your Aadhaar and bank account numbers are stored encrypted and are only visible, masked, to the
            charity&apos;s staff.
          </Trans>
        </PrivacyNote>
        <SchemaFields fields={FIELDS} bind={form.field} />
        <FileField
          label={t`Identity document (Aadhaar card)`}
          name={TAILOR_MACHINE_FILE_FIELD}
          accept={UPLOAD_ACCEPTED_TYPES}
          required
          hint={t`A photo or scan: JPEG, PNG, WebP or PDF, up to ${maxSize}.`}
          file={file}
          error={fileError}
          onFileChange={chooseFile}
        />
        <HoneypotField />
        {uploaded !== null && <UploadProgress fraction={uploaded} />}
        <Button type="submit" busy={submission.busy}>
          <Trans>Submit</Trans>
        </Button>
        <FormOutcome outcome={submission.outcome} />
      </form>
    </IdScope>
  );
}
