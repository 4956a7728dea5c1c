import styled from 'styled-components';
import { TAILOR_MACHINE_FILE_FIELD, UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from 'shared-contracts';
import { Banner, Button, FileField, formatBytes, HoneypotField, IdScope } from 'shared-ui';
import { emptyValues, type FieldSpec } from './fieldSpec';
import { SchemaFields } from './SchemaFields';
import { UploadProgress } from './UploadProgress';
import { useTailorMachineSubmission } from './useTailorMachineSubmission';

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'contact', label: 'Contact number', type: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'aadharNumber',
    label: 'Aadhaar number',
    inputMode: 'numeric',
    autoComplete: 'off',
    required: true,
    hint: 'The 12 digits printed on your Aadhaar card, e.g. 2345 6789 0123 (spaces are fine).',
  },
  { name: 'bankName', label: 'Bank name', autoComplete: 'off', required: true },
  {
    name: 'accountNumber',
    label: 'Account number',
    inputMode: 'numeric',
    autoComplete: 'off',
    required: true,
    hint: '9 to 18 digits, as in your bank passbook.',
  },
  {
    name: 'ifscCode',
    label: 'IFSC code',
    autoComplete: 'off',
    required: true,
    hint: '11 characters from your passbook or cheque: 4 letters, 0, then 6 letters or digits, e.g. SBIN0001234.',
  },
  { name: 'address', label: 'Address', control: 'textarea', autoComplete: 'street-address', required: true },
] as const satisfies readonly FieldSpec<string>[];

const PrivacyNote = styled.p`
  margin: 0 0 1rem;
  font-size: 0.95rem;
`;

/** "Donate Tailor Machine" request of /free (spec §4/§8). */
export function TailorMachineForm() {
  const { form, submission, file, fileError, chooseFile, uploaded, onSubmit } = useTailorMachineSubmission(emptyValues(FIELDS));
  return (
    <IdScope name="tailor-machine">
      <form onSubmit={onSubmit} noValidate aria-label="Donate Tailor Machine">
        <PrivacyNote>
          Your Aadhaar and bank account numbers are stored encrypted and are only visible, masked, to the
          charity&apos;s staff.
        </PrivacyNote>
        <SchemaFields fields={FIELDS} bind={form.field} />
        <FileField
          label="Identity document (Aadhaar card)"
          name={TAILOR_MACHINE_FILE_FIELD}
          accept={UPLOAD_ACCEPTED_TYPES}
          required
          hint={`A photo or scan: JPEG, PNG, WebP or PDF, up to ${formatBytes(UPLOAD_MAX_BYTES)}.`}
          file={file}
          error={fileError}
          onFileChange={chooseFile}
        />
        <HoneypotField />
        {uploaded !== null && <UploadProgress fraction={uploaded} />}
        <Button type="submit" busy={submission.busy}>
          Submit
        </Button>
        {submission.outcome && <Banner tone={submission.outcome.tone}>{submission.outcome.message}</Banner>}
      </form>
    </IdScope>
  );
}
