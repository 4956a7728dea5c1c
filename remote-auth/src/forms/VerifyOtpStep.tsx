import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CODE_RESEND_COOLDOWN_SECONDS, OTP_LENGTH, verifyOtpRequestSchema } from 'shared-contracts';
import { Button, fieldErrorsOf, IdScope, useStableId } from 'shared-ui';
import { CodeRefusal } from '../components/CodeRefusal';
import { FormActions } from '../components/FormActions';
import { OtpInput } from '../components/OtpInput';
import { ResendCodeButton } from '../components/ResendCodeButton';
import { useResendVerification } from '../hooks/useResendVerification';
import { useVerifyCode } from '../hooks/useVerifyCode';

interface VerifyOtpStepProps {
  email: string;
  /** Back to the signup form, e.g. to correct a mistyped address. */
  onChangeDetails(): void;
  /** The code was right: the account exists (the screen goes on to /login). */
  onVerified(): void;
}

/** Spec §2 signup, second step: the six-box code from the e-mail, 'verify', then /login. */
export function VerifyOtpStep({ email, onChangeDetails, onVerified }: VerifyOtpStepProps) {
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const { verify, busy, failure, perhapsVerified, clearFailure, refuse, formRef, newCodeSent } = useVerifyCode(onVerified);
  const resend = useResendVerification();
  const descriptionId = useStableId('verify-code', 'description');
  const { t } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyOtpRequestSchema.safeParse({ email, otp });
    if (!parsed.success) {
      setOtpError(fieldErrorsOf<'otp'>(parsed.error).otp);
      refuse();
      return;
    }
    await verify(parsed.data);
  };

  return (
    <>
      <h1>
        <Trans>Verify OTP</Trans>
      </h1>
      <p id={descriptionId}>
        <Trans>
          An OTP has been sent to your email <strong>{email}</strong>. Enter the {OTP_LENGTH}-digit code from that e-mail.
        </Trans>
      </p>
      <IdScope name="verify-code">
        <form ref={formRef} onSubmit={submit} noValidate>
          <OtpInput
            length={OTP_LENGTH}
            legend={t`Verification code`}
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setOtpError(undefined);
              clearFailure();
            }}
            error={otpError}
            describedBy={descriptionId}
            autoFocus
          />
          <CodeRefusal failure={failure} perhapsDone={perhapsVerified} />
          <FormActions>
            <Button type="submit" busy={busy}>
              <Trans>verify</Trans>
            </Button>
            <ResendCodeButton send={() => resend(email)} onSent={newCodeSent} initialCooldownSeconds={CODE_RESEND_COOLDOWN_SECONDS} />
          </FormActions>
        </form>
      </IdScope>
      <FormActions>
        <Button variant="secondary" onClick={onChangeDetails}>
          <Trans>Change details</Trans>
        </Button>
      </FormActions>
    </>
  );
}
