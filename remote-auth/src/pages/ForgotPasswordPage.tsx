import { useState } from 'react';
import { Screen } from '../components/Screen';
import { RequestResetForm } from '../forms/RequestResetForm';
import { ResetDone } from '../forms/ResetDone';
import { ResetPasswordForm } from '../forms/ResetPasswordForm';
import { useKeptInTab } from '../hooks/useKeptInTab';
import { useAuthPageMeta } from '../lib/page-heads';

/** Where the code step's address is kept, so a reload or a change of language returns to the step. */
const CODE_SENT_TO = 'reset-code-sent-to';

/** Spec §4: e-mail step, then code and new password, then success. */
export function ForgotPasswordPage() {
  const [codeSentTo, setCodeSentTo] = useKeptInTab(CODE_SENT_TO);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const [returning, setReturning] = useState(false);
  useAuthPageMeta('forgotPassword', done ? 'resetDone' : codeSentTo === null ? undefined : 'verifyCode');

  if (done) {
    return (
      <Screen>
        <ResetDone />
      </Screen>
    );
  }
  return (
    <Screen>
      {codeSentTo === null ? (
        <RequestResetForm
          initialEmail={email}
          returning={returning}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setCodeSentTo(sentTo);
          }}
        />
      ) : (
        <ResetPasswordForm
          email={codeSentTo}
          onReset={() => {
            setCodeSentTo(null);
            setDone(true);
          }}
          onChangeEmail={() => {
            setReturning(true);
            setEmail(codeSentTo);
            setCodeSentTo(null);
          }}
        />
      )}
    </Screen>
  );
}
