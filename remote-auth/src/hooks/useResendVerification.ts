import { API_PATHS } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { AUTH_TEXTS } from '../lib/messages';
import { responseMessage } from '../lib/response-message';

/** Asks for a new e-mail verification code; resolves to the server's confirmation. */
export function useResendVerification() {
  const { api } = useHost();
  return async (email: string) => {
    const response = await api.post(API_PATHS.resendOtp, { email });
    return responseMessage(response.data, AUTH_TEXTS.codeSent);
  };
}
