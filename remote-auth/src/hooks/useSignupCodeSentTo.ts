import { useKeptInTab } from './useKeptInTab';

/**
 * The address the sign-up in progress in this tab sent its code to: a reload or a change of
 * language returns to the code step. Verifying that address on /verify-email ends it too.
 */
export function useSignupCodeSentTo() {
  return useKeptInTab('signup-code-sent-to');
}
