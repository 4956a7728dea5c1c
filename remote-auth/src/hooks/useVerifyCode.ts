import { useLingui } from '@lingui/react/macro';
import { translateMessage } from 'shared-ui/i18n';
import { useNavigate } from 'shared-contracts/router';
import { AUTH_ROUTES, type VerifyOtpRequest } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { useSubmitState } from 'shared-ui';
import { AUTH_MESSAGES } from 'shared-contracts';
import { focusFirstCodeBox } from '../components/OtpInput';
import { useAfterLostAnswer } from './useAfterLostAnswer';

/**
 * Sends an e-mail verification code; on success calls `onVerified` with the request, confirms with
 * a toast and goes to /login. A refused code puts the focus back in the code's first box (sending
 * disabled the button that had it), so the visitor types it again from there. After a try whose
 * answer was lost, "no sign-up waiting" may mean that try verified the address: `perhapsVerified`
 * says so in place of the refusal, until `newCodeSent`, which also takes a refusal away: it was
 * about a code no longer asked for.
 */
export function useVerifyCode(onVerified?: (request: VerifyOtpRequest) => void) {
  const { api, toast } = useHost();
  const navigate = useNavigate();
  const { busy, outcome, run, refuse, clearOutcome, formRef } = useSubmitState(AUTH_MESSAGES.wrongCode);
  const { t } = useLingui();
  const lostAnswers = useAfterLostAnswer(AUTH_MESSAGES.noSignupWaiting);

  const verify = async (request: VerifyOtpRequest) => {
    let confirmation = AUTH_MESSAGES.verified as string;
    const succeeded = await run(async () => {
      confirmation = (await lostAnswers.track(() => api.verifyEmail(request))) ?? AUTH_MESSAGES.verified;
      return confirmation;
    });
    if (!succeeded) {
      focusFirstCodeBox(formRef.current);
      return;
    }
    onVerified?.(request);
    const verified = translateMessage(confirmation);
    toast.success(t`${verified}. You can log in now.`);
    // In place of the code screen: Back from the login screen does not return to a code already used.
    navigate(AUTH_ROUTES.login.path, { replace: true });
  };

  const failure = outcome?.tone === 'error' ? outcome.message : null;
  const perhapsVerified = lostAnswers.perhapsDone
    ? t`The answer to your last try did not arrive, so your e-mail address may be verified already. Try to log in.`
    : null;
  const newCodeSent = () => {
    lostAnswers.reset();
    clearOutcome();
  };
  return { verify, busy, failure, perhapsVerified, clearFailure: clearOutcome, refuse, formRef, newCodeSent };
}
