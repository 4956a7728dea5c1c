import { useNavigate } from 'shared-contracts/router';
import { AUTH_ROUTES, type VerifyOtpRequest } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { useSubmitState } from 'shared-ui';
import { AUTH_MESSAGES } from 'shared-contracts';

/** Sends an e-mail verification code; on success confirms with a toast and goes to /login. */
export function useVerifyCode() {
  const { api, toast } = useHost();
  const navigate = useNavigate();
  const { busy, outcome, run, clearOutcome } = useSubmitState(AUTH_MESSAGES.wrongCode);

  const verify = async (request: VerifyOtpRequest) => {
    let confirmation = AUTH_MESSAGES.verified as string;
    const verified = await run(async () => {
      confirmation = (await api.verifyEmail(request)) ?? AUTH_MESSAGES.verified;
      return confirmation;
    });
    if (!verified) return;
    toast.success(`${confirmation}. You can log in now.`);
    navigate(AUTH_ROUTES.login.path);
  };

  const failure = outcome?.tone === 'error' ? outcome.message : null;
  return { verify, busy, failure, clearFailure: clearOutcome };
}
