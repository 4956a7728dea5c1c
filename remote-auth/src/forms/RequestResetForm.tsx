import { Trans, useLingui } from '@lingui/react/macro';
import { translateMessage } from 'shared-ui/i18n';
import type { FormEvent } from 'react';
import { Link } from 'shared-contracts/router';
import { AUTH_ROUTES, emailOnlyRequestSchema, OTP_LENGTH } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { Banner, Button, IdScope, TextField, useSchemaForm, useSubmitState } from 'shared-ui';
import { FormActions, FormLinks } from '../components/FormActions';
import { AUTH_MESSAGES } from 'shared-contracts';

interface RequestResetFormProps {
  initialEmail: string;
  /** Back from the code step to use another address: its field takes the focus. */
  returning?: boolean;
  onSent(email: string): void;
}

/** Forgot password, step 1 'Reset Password': the registered e-mail and 'Send OTP'. */
export function RequestResetForm({ initialEmail, returning = false, onSent }: RequestResetFormProps) {
  const { api, toast } = useHost();
  const { t } = useLingui();
  const form = useSchemaForm(emailOnlyRequestSchema, { email: initialEmail });
  const { busy, outcome, run, refuse, formRef } = useSubmitState(AUTH_MESSAGES.genericFailure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) {
      refuse();
      return;
    }
    let confirmation = AUTH_MESSAGES.resetCodeSent as string;
    const sent = await run(async () => {
      confirmation = (await api.requestPasswordReset(request)) ?? AUTH_MESSAGES.resetCodeSent;
      return confirmation;
    });
    if (!sent) return;
    toast.success(translateMessage(confirmation));
    onSent(request.email);
  };

  return (
    <>
      <h1>
        <Trans>Reset Password</Trans>
      </h1>
      <p>
        <Trans>Enter the e-mail address of your account. We will send you a {OTP_LENGTH}-digit code to set a new password.</Trans>
      </p>
      <IdScope name="request-reset">
        <form ref={formRef} onSubmit={submit} noValidate>
          <TextField label={t`Email`} type="email" autoComplete="email" required autoFocus={returning} {...form.field('email')} />
          {outcome?.tone === 'error' && <Banner tone="error">{outcome.message}</Banner>}
          <FormActions>
            <Button type="submit" busy={busy}>
              <Trans>Send OTP</Trans>
            </Button>
          </FormActions>
        </form>
      </IdScope>
      <FormLinks>
        <Link to={AUTH_ROUTES.login.path}>
          <Trans>Back to Login</Trans>
        </Link>
      </FormLinks>
    </>
  );
}
