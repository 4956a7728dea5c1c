import { useState } from 'react';
import { Screen } from '../components/Screen';
import { RequestResetForm } from '../forms/RequestResetForm';
import { ResetDone } from '../forms/ResetDone';
import { ResetPasswordForm } from '../forms/ResetPasswordForm';
import { useAuthPageMeta } from '../lib/page-heads';

type ResetStep = 'email' | 'code' | 'done';

/** Spec §4: e-mail step, then code and new password, then success. */
export function ForgotPasswordPage() {
  useAuthPageMeta('forgotPassword');
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
