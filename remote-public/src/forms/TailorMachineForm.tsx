import { tailorMachineRequestSchema } from 'shared-contracts';
import { Button, useSchemaForm } from 'shared-ui';
import type { FieldSpec } from './fieldSpec';
import { emptyValues } from './fieldSpec';
import { SchemaFields } from './SchemaFields';

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'contact', label: 'Contact number', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'aadharNumber', label: 'Aadhaar number', inputMode: 'numeric', autoComplete: 'off', required: true },
  { name: 'bankName', label: 'Bank name', required: true },
  { name: 'accountNumber', label: 'Account number', inputMode: 'numeric', autoComplete: 'off', required: true },
  { name: 'ifscCode', label: 'IFSC code', autoComplete: 'off', required: true },
  { name: 'address', label: 'Address', control: 'textarea', autoComplete: 'street-address', required: true },
] as const satisfies readonly FieldSpec<string>[];

/** "Donate Tailor Machine" request of /free (spec §4/§8). */
export function TailorMachineForm() {
  const form = useSchemaForm(tailorMachineRequestSchema, emptyValues(FIELDS));
  return (
    <form noValidate aria-label="Donate Tailor Machine" onSubmit={(event) => event.preventDefault()}>
      <SchemaFields fields={FIELDS} bind={form.field} />
      <label>
        Identity document (Aadhaar)
        <input type="file" name="aadharUpload" required />
      </label>
      <Button type="submit">Submit</Button>
    </form>
  );
}
