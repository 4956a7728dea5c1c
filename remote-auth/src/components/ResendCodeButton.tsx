import { useLingui } from '@lingui/react/macro';
import { translatedFailureOf, translateMessage } from 'shared-ui/i18n';
import { useRef, useState } from 'react';
import { CODE_RESEND_COOLDOWN_SECONDS } from 'shared-contracts';
import { ApiError, useHost } from 'shared-contracts/host';
import { Button, focusIsLost } from 'shared-ui';
import { useCountdown } from '../hooks/useCountdown';

export interface ResendCodeButtonProps {
  /** Asks the server for a new code; resolves to its confirmation text. Returning null cancels (e.g. invalid e-mail). */
  send(): Promise<string | null>;
  /** Seconds to wait before the first resend, when a code has just been sent. */
  initialCooldownSeconds?: number;
  /** The button's text; 'Resend code' unless given. */
  label?: string;
  /** Told once a new code is on its way (what was said of the last code no longer holds). */
  onSent?(): void;
}

/**
 * Requests a new code, then waits out the backend's cooldown (60 s, or what a 429 says) with
 * the remaining time shown on the button. Waiting disables the button, which drops the focus: it
 * goes to the first box of its form's code, where the new code is typed, unless the visitor has
 * moved it meanwhile.
 */
export function ResendCodeButton({ send, initialCooldownSeconds = 0, label, onSent }: ResendCodeButtonProps) {
  const { toast } = useHost();
  const { t } = useLingui();
  const { secondsLeft, start } = useCountdown(initialCooldownSeconds);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const focusCode = () => {
    if (focusIsLost()) button.current?.form?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
  };

  const resend = async () => {
    setBusy(true);
    try {
      const message = await send();
      if (message === null) return;
      onSent?.();
      toast.success(translateMessage(message));
      start(CODE_RESEND_COOLDOWN_SECONDS);
      focusCode();
    } catch (error) {
      console.error(error);
      toast.error(translatedFailureOf(error, t`Could not send a new code. Please try again.`));
      if (error instanceof ApiError && error.status === 429) {
        start(error.retryAfterSeconds ?? CODE_RESEND_COOLDOWN_SECONDS);
        focusCode();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    // It needs scripts, so the frame hides it for a browser without them.
    <Button ref={button} variant="secondary" busy={busy} disabled={secondsLeft > 0} onClick={resend} data-needs-scripts>
      {secondsLeft > 0 ? t`Resend code in ${secondsLeft} s` : (label ?? t`Resend code`)}
    </Button>
  );
}
