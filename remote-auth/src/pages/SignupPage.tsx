import { useState } from 'react';
import { Screen } from '../components/Screen';
import { EMPTY_SIGNUP, SignupForm, type SignupValues } from '../forms/SignupForm';
import { VerifyOtpStep } from '../forms/VerifyOtpStep';
import { useAuthPageMeta } from '../lib/page-heads';

type SignupStep = { name: 'form' } | { name: 'verify'; email: string };

/** Spec §4: form, then (registered) code verification, then (verified) /login. */
export function SignupPage() {
  useAuthPageMeta('signup');
  const [step, setStep] = useState<SignupStep>({ name: 'form' });
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);

  return (
    <Screen>
      {step.name === 'form' ? (
        <SignupForm
          initialValues={values}
          onRegistered={(email, typed) => {
            setValues(typed);
            setStep({ name: 'verify', email });
          }}
        />
      ) : (
        <VerifyOtpStep email={step.email} onChangeDetails={() => setStep({ name: 'form' })} />
      )}
    </Screen>
  );
}
