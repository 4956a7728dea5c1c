import { useHost } from 'shared-contracts/host';
import { AUTH_MESSAGES } from 'shared-contracts';

/** Asks for a new e-mail verification code; resolves to the server's confirmation. */
export function useResendVerification() {
  const { api } = useHost();
  return async (email: string) => (await api.resendVerificationCode({ email })) ?? AUTH_MESSAGES.codeSent;
}
