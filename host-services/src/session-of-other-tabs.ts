import { useEffect } from 'react';
import { useSessionStore } from './session-store';

/**
 * Logging out or in in another tab changes the cookie this tab's session was read from. When the
 * tab is looked at again, its session is read from the cookie again: a dashboard left open after
 * logging out elsewhere stops showing its data, instead of answering every click with "Please
 * log in to continue" (a request without a token cannot tell an ended session from none).
 */
export function useSessionOfOtherTabs(): void {
  useEffect(() => {
    const readAgain = () => {
      if (document.visibilityState === 'visible') useSessionStore.getState().initialise();
    };
    document.addEventListener('visibilitychange', readAgain);
    window.addEventListener('focus', readAgain);
    return () => {
      document.removeEventListener('visibilitychange', readAgain);
      window.removeEventListener('focus', readAgain);
    };
  }, []);
}
