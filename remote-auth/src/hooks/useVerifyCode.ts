import { useNavigate } from 'react-router-dom';
import { API_PATHS, AUTH_ROUTES, type VerifyOtpRequest } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { useSubmitState } from 'shared-ui';
import { AUTH_TEXTS } from '../lib/messages';
import { responseMessage } from '../lib/response-message';

/** Sends an e-mail verification code; on success confirms with a toast and goes to /login. */
export function useVerifyCode() {
  const { api, toast } = useHost();
  const navigate = useNavigate();
  const { busy, outcome, run, clearOutcome } = useSubmitState(AUTH_TEXTS.wrongCode);

  const verify = async (request: VerifyOtpRequest) => {
    let confirmation = AUTH_TEXTS.emailVerified as string;
    const verified = await run(async () => {
      const response = await api.post(API_PATHS.verifyOtp, request);
      confirmation = responseMessage(response.data, AUTH_TEXTS.emailVerified);
      return confirmation;
    });
    if (!verified) return;
    toast.success(`${confirmation}. You can log in now.`);
    navigate(AUTH_ROUTES.login.path);
  };

  const failure = outcome?.tone === 'error' ? outcome.message : null;
  return { verify, busy, failure, clearFailure: clearOutcome };
}
