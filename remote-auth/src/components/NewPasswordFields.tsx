import { useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { TextField } from 'shared-ui';
import { PasswordToggle } from './PasswordToggle';

interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

interface Props {
  labels: { password: string; confirm: string };
  password: FieldProps;
  confirm: FieldProps;
}

/** A new password, its confirmation and the Show/Hide toggle that switches both (signup and reset). */
export function NewPasswordFields({ labels, password, confirm }: Props) {
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  const type = shown ? 'text' : 'password';
  return (
    <>
      <TextField label={labels.password} type={type} autoComplete="new-password" required hint={t`At least ${PASSWORD_MIN_LENGTH} characters`} {...password} />
      <TextField label={labels.confirm} type={type} autoComplete="new-password" required {...confirm} />
      <PasswordToggle shown={shown} onToggle={() => setShown((value) => !value)} />
    </>
  );
}
