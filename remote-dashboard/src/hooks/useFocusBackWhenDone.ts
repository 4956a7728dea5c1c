import { useLayoutEffect, useRef } from 'react';
import { focusIsLost } from 'shared-ui';

/**
 * A busy button is disabled, and the browser drops its focus to the page, so a keyboard user
 * would start again from the top once the work is done. The button the focus was on when it
 * became busy takes it back then, unless the user has moved it meanwhile.
 */
export function useFocusBackWhenDone(busy: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // A layout effect: the browser moves the focus off a disabled button only at its next paint.
  useLayoutEffect(() => {
    if (busy) {
      hadFocus.current = document.activeElement === button.current;
    } else if (hadFocus.current) {
      hadFocus.current = false;
      if (focusIsLost()) button.current?.focus();
    }
  }, [busy]);
  return button;
}
