import { useState } from 'react';
import { Screen } from '../components/Screen';
import { EMPTY_SIGNUP, SignupForm, type SignupValues } from '../forms/SignupForm';
import { VerifyOtpStep } from '../forms/VerifyOtpStep';
import { useSignupCodeSentTo } from '../hooks/useSignupCodeSentTo';
import { useAuthPageMeta } from '../lib/page-heads';

/** Spec §4: form, then (registered) code verification, then (verified) /login. */
export function SignupPage() {
  const [codeSentTo, setCodeSentTo] = useSignupCodeSentTo();
  useAuthPageMeta('signup', codeSentTo === null ? undefined : 'verifyCode');
  // What was typed stays for "Change details" while the screen lives; the password is never kept beyond it.
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [returning, setReturning] = useState(false);

  return (
    <Screen>
      {codeSentTo === null ? (
        <SignupForm
          initialValues={values}
          returning={returning}
          onRegistered={(email, typed) => {
            setValues(typed);
            setCodeSentTo(email);
          }}
        />
      ) : (
        <VerifyOtpStep
          email={codeSentTo}
          onChangeDetails={() => {
            // After a reload only the address is known: it comes back at least.
            setValues((typed) => (typed.email ? typed : { ...typed, email: codeSentTo }));
            setReturning(true);
            setCodeSentTo(null);
          }}
          onVerified={() => setCodeSentTo(null)}
        />
      )}
    </Screen>
  );
}
