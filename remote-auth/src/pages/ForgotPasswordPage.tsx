import { useState } from 'react';
import { AUTH_ROUTES } from 'shared-contracts';
import { usePageMeta } from 'shared-contracts/host';
import { Screen } from '../components/Screen';
import { RequestResetForm } from '../forms/RequestResetForm';
import { ResetDone } from '../forms/ResetDone';
import { ResetPasswordForm } from '../forms/ResetPasswordForm';

type ResetStep = 'email' | 'code' | 'done';

/** Spec §4: e-mail step, then code and new password, then success. */
export function ForgotPasswordPage() {
  usePageMeta(AUTH_ROUTES.forgotPassword);
  const [step, setStep] = useState<ResetStep>('email');
  const [email, setEmail] = useState('');

  return (
    <Screen>
      {step === 'email' && (
        <RequestResetForm
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep('code');
          }}
        />
      )}
      {step === 'code' && (
        <ResetPasswordForm email={email} onReset={() => setStep('done')} onChangeEmail={() => setStep('email')} />
      )}
      {step === 'done' && <ResetDone />}
    </Screen>
  );
}
