import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type FormEvent } from 'react';
import { Link, Navigate } from 'shared-contracts/router';
import {
  AUTH_ROUTES,
  DASHBOARD_ROUTES,
  emailOnlyRequestSchema,
  OTP_LENGTH,
  verifyOtpRequestSchema,
} from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { Button, fieldErrorsOf, IdScope, TextField, useHydrated, useLiveQuery, useSchemaForm } from 'shared-ui';
import { CodeRefusal } from '../components/CodeRefusal';
import { FormActions, FormLinks } from '../components/FormActions';
import { OtpInput } from '../components/OtpInput';
import { ResendCodeButton } from '../components/ResendCodeButton';
import { Screen } from '../components/Screen';
import { useResendVerification } from '../hooks/useResendVerification';
import { useSignupCodeSentTo } from '../hooks/useSignupCodeSentTo';
import { useVerifyCode } from '../hooks/useVerifyCode';
import { useAuthPageMeta } from '../lib/page-heads';

/**
 * The spec's stand-alone code screen, used to finish a sign-up that was interrupted: the
 * e-mail address, the code from the mail (or a new one), then /login.
 */
export function VerifyEmailPage() {
  useAuthPageMeta('verifyEmail');
  const { t } = useLingui();
  const { session } = useHost();
  const linkedEmail = useLiveQuery().get('email') ?? '';
  const form = useSchemaForm(verifyOtpRequestSchema, { email: linkedEmail, otp: '' });
  const { setValue } = form;
  // The server's HTML has the field empty: a hydrated page takes the link's address once it is
  // live, unless the visitor has typed one meanwhile.
  useEffect(() => {
    if (linkedEmail) setValue('email', (typed) => typed || linkedEmail);
  }, [linkedEmail, setValue]);
  // A sign-up of this tab whose address is verified here is over: /signup opens on its form again.
  const [signupCodeSentTo, setSignupCodeSentTo] = useSignupCodeSentTo();
  const { verify, busy, failure, perhapsVerified, clearFailure, refuse, formRef, newCodeSent } = useVerifyCode(({ email }) => {
    if (signupCodeSentTo?.toLowerCase() === email.toLowerCase()) setSignupCodeSentTo(null);
  });
  const resend = useResendVerification();
  // The server's HTML of this page is the form; someone signed in leaves once the page is live.
  const live = useHydrated();

  if (live && session.status === 'signed-in') return <Navigate to={DASHBOARD_ROUTES.home.path} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) {
      refuse();
      return;
    }
    await verify(request);
  };

  const sendNewCode = async () => {
    const parsed = emailOnlyRequestSchema.safeParse({ email: form.values.email });
    if (!parsed.success) {
      form.setErrors((errors) => ({ ...errors, email: fieldErrorsOf<'email'>(parsed.error).email }));
      refuse();
      return null;
    }
    return resend(parsed.data.email);
  };

  return (
    <Screen>
      <h1>
        <Trans>Verify your e-mail</Trans>
      </h1>
      <p>
        <Trans>
          Enter the address you signed up with and the {OTP_LENGTH}-digit code we e-mailed to it. No code, or has it
          expired? Send yourself a new one.
        </Trans>
      </p>
      <IdScope name="verify-email">
        <form ref={formRef} onSubmit={submit} noValidate>
          <TextField label={t`Email`} type="email" autoComplete="email" required {...form.field('email')} />
          <OtpInput
            length={OTP_LENGTH}
            legend={t`Verification code`}
            value={form.values.otp}
            onChange={(value) => {
              form.setValue('otp', value);
              clearFailure();
            }}
            error={form.errors.otp}
          />
          <CodeRefusal failure={failure} perhapsDone={perhapsVerified} />
          <FormActions>
            <Button type="submit" busy={busy}>
              <Trans>verify</Trans>
            </Button>
            <ResendCodeButton send={sendNewCode} onSent={newCodeSent} label={t`Send a new code`} />
          </FormActions>
        </form>
      </IdScope>
      <FormLinks>
        <Link to={AUTH_ROUTES.login.path}>
          <Trans>Back to Login</Trans>
        </Link>
        <Link to={AUTH_ROUTES.signup.path}>
          <Trans>Don&apos;t have an account? Signup</Trans>
        </Link>
      </FormLinks>
    </Screen>
  );
}
