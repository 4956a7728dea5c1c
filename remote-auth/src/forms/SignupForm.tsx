import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link } from 'shared-contracts/router';
import { AUTH_ROUTES, signupFormSchema, type RegisterRequest } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { Banner, Button, IdScope, TextField, useSchemaForm, useSubmitState } from 'shared-ui';
import { FormActions, FormLinks } from '../components/FormActions';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { StepHeading } from '../components/StepHeading';
import { AUTH_MESSAGES } from 'shared-contracts';
import { withMismatch } from '../lib/password-match';
import { noticingPasswordRefusal } from '../lib/password-refusal';

export type SignupValues = Record<'name' | 'mobile' | 'email' | 'password' | 'confirmPassword', string>;

export const EMPTY_SIGNUP: SignupValues = { name: '', mobile: '', email: '', password: '', confirmPassword: '' };

interface SignupFormProps {
  /** What the visitor typed before (kept when they come back from the code step). */
  initialValues: SignupValues;
  /** Back from the code step to change a detail: the heading takes the focus, as a new step's does. */
  returning?: boolean;
  onRegistered(email: string, values: SignupValues): void;
}

/** Spec §2 signup: five required fields, a Show/Hide toggle, 'Signup'; a mismatch makes no request. */
export function SignupForm({ initialValues, returning = false, onRegistered }: SignupFormProps) {
  const { api } = useHost();
  const { t } = useLingui();
  const form = useSchemaForm(signupFormSchema, initialValues);
  const { busy, outcome, run, refuse, formRef } = useSubmitState(AUTH_MESSAGES.genericFailure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    const matches = form.values.password === form.values.confirmPassword;
    form.setErrors((errors) => withMismatch(errors, 'confirmPassword', matches, AUTH_MESSAGES.signupMismatch));
    if (!parsed || !matches) {
      refuse();
      return;
    }
    const request: RegisterRequest = {
      name: parsed.name,
      mobile: parsed.mobile,
      email: parsed.email,
      password: parsed.password,
    };
    let passwordRefused = false;
    const register = noticingPasswordRefusal(async () => (await api.register(request)) ?? AUTH_MESSAGES.codeSent, (message) => {
      passwordRefused = true;
      form.setErrors((errors) => ({ ...errors, password: message }));
    });
    const registered = await run(register);
    if (registered) onRegistered(request.email, form.values);
    else if (passwordRefused) refuse();
  };

  return (
    <>
      <StepHeading focusOnMount={returning}>
        <Trans>Signup</Trans>
      </StepHeading>
      <IdScope name="signup">
        <form ref={formRef} onSubmit={submit} noValidate>
          <TextField label={t`Name`} autoComplete="name" required {...form.field('name')} />
          <TextField
            label={t`Mobile Number`}
            type="tel"
            autoComplete="tel"
            required
            hint={t`10-digit Indian mobile number`}
            {...form.field('mobile')}
          />
          <TextField label={t`Email`} type="email" autoComplete="email" required {...form.field('email')} />
          <NewPasswordFields
            labels={{ password: t`Password`, confirm: t`Confirm Password` }}
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
          />
          {outcome?.tone === 'error' && <Banner tone="error">{outcome.message}</Banner>}
          <FormActions>
            <Button type="submit" busy={busy}>
              <Trans>Signup</Trans>
            </Button>
          </FormActions>
        </form>
      </IdScope>
      <FormLinks>
        <Link to={AUTH_ROUTES.login.path}>
          <Trans>Already have an account? Login</Trans>
        </Link>
      </FormLinks>
    </>
  );
}
