import { Trans, useLingui } from '@lingui/react/macro';
import { translateMessage } from 'shared-ui/i18n';
import type { FormEvent } from 'react';
import {
  CODE_RESEND_COOLDOWN_SECONDS,
  OTP_LENGTH,
  resetPasswordFormSchema,
  type ResetPasswordRequest,
} from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { Button, IdScope, useSchemaForm, useStableId, useSubmitState } from 'shared-ui';
import { CodeRefusal } from '../components/CodeRefusal';
import { FormActions } from '../components/FormActions';
import { focusFirstCodeBox, OtpInput } from '../components/OtpInput';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { ResendCodeButton } from '../components/ResendCodeButton';
import { AUTH_MESSAGES } from 'shared-contracts';
import { withMismatch } from '../lib/password-match';
import { noticingPasswordRefusal } from '../lib/password-refusal';
import { useAfterLostAnswer } from '../hooks/useAfterLostAnswer';

interface ResetPasswordFormProps {
  email: string;
  onReset(): void;
  onChangeEmail(): void;
}

/** Forgot password, step 2 'Verify OTP': the six-digit code and the new password twice. */
export function ResetPasswordForm({ email, onReset, onChangeEmail }: ResetPasswordFormProps) {
  const { api, toast } = useHost();
  const { t } = useLingui();
  const form = useSchemaForm(resetPasswordFormSchema, { otp: '', newPassword: '', confirmPassword: '' });
  const { busy, outcome, run, refuse, clearOutcome, formRef } = useSubmitState(AUTH_MESSAGES.resetFailed);
  const descriptionId = useStableId('reset-password', 'description');
  // After a try whose answer was lost, a refused code may be the one that try used up.
  const lostAnswers = useAfterLostAnswer(AUTH_MESSAGES.resetCodeInvalid);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    const matches = form.values.newPassword === form.values.confirmPassword;
    form.setErrors((errors) => withMismatch(errors, 'confirmPassword', matches, AUTH_MESSAGES.resetMismatch));
    if (!parsed || !matches) {
      refuse();
      return;
    }
    const request: ResetPasswordRequest = { email, otp: parsed.otp, newPassword: parsed.newPassword };
    let confirmation = AUTH_MESSAGES.resetDone as string;
    let passwordRefused = false;
    const sendReset = noticingPasswordRefusal(
      async () => {
        confirmation = (await lostAnswers.track(() => api.resetPassword(request))) ?? AUTH_MESSAGES.resetDone;
        return confirmation;
      },
      (message) => {
        passwordRefused = true;
        form.setErrors((errors) => ({ ...errors, newPassword: message }));
      },
    );
    const reset = await run(sendReset);
    if (!reset) {
      // The new password goes back to its field; any other refusal is the code's, whose first box
      // takes the focus to type it again.
      if (passwordRefused) refuse();
      else focusFirstCodeBox(formRef.current);
      return;
    }
    toast.success(translateMessage(confirmation));
    onReset();
  };

  const resend = async () => (await api.requestPasswordReset({ email })) ?? AUTH_MESSAGES.codeSent;

  return (
    <>
      <h1>
        <Trans>Verify OTP</Trans>
      </h1>
      <p id={descriptionId}>
        <Trans>
          If <strong>{email}</strong> belongs to an account, a {OTP_LENGTH}-digit code is on its way there. Enter it
          with your new password.
        </Trans>
      </p>
      <IdScope name="reset-password">
        <form ref={formRef} onSubmit={submit} noValidate>
          <OtpInput
            length={OTP_LENGTH}
            legend={t`Verification code`}
            value={form.values.otp}
            onChange={(value) => {
              form.setValue('otp', value);
              clearOutcome();
            }}
            error={form.errors.otp}
            describedBy={descriptionId}
            autoFocus
          />
          <NewPasswordFields
            labels={{ password: t`New Password`, confirm: t`Confirm New Password` }}
            password={form.field('newPassword')}
            confirm={form.field('confirmPassword')}
          />
          <CodeRefusal
            failure={outcome?.tone === 'error' ? outcome.message : null}
            perhapsDone={
              lostAnswers.perhapsDone
                ? t`The answer to your last try did not arrive, so your password may be changed already. Try to log in with the new one.`
                : null
            }
          />
          <FormActions>
            <Button type="submit" busy={busy}>
              <Trans>Reset Password</Trans>
            </Button>
            <ResendCodeButton send={resend} onSent={lostAnswers.reset} initialCooldownSeconds={CODE_RESEND_COOLDOWN_SECONDS} />
          </FormActions>
        </form>
      </IdScope>
      <FormActions>
        <Button variant="secondary" onClick={onChangeEmail}>
          <Trans>Use a different e-mail</Trans>
        </Button>
      </FormActions>
    </>
  );
}
