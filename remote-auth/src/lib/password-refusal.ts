import { AUTH_MESSAGES } from 'shared-contracts';
import { failureMessageOf } from 'shared-contracts/host';

/**
 * `send`, telling `onRefused` when the server refused the new password itself (too easy to guess)
 * before the failure goes on: the form shows that at the password field, where the visitor must
 * change something, rather than as the form's error.
 */
export function noticingPasswordRefusal<Result>(send: () => Promise<Result>, onRefused: (message: string) => void): () => Promise<Result> {
  return async () => {
    try {
      return await send();
    } catch (error) {
      const message = failureMessageOf(error, '');
      if (message === AUTH_MESSAGES.weakPassword) onRefused(message);
      throw error;
    }
  };
}
