import { Trans, useLingui } from '@lingui/react/macro';
import { translatedFailureOf, translateMessage } from 'shared-ui/i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'shared-contracts/router';
import { AUTH_ROUTES, DASHBOARD_ROUTES, loginRequestSchema, pathAfterLogin } from 'shared-contracts';
import { ApiError, useHost } from 'shared-contracts/host';
import { Banner, Button, IdScope, TextField, useFocusFirstError, useHydrated, useSchemaForm } from 'shared-ui';
import { PasswordToggle } from '../components/PasswordToggle';
import { Screen } from '../components/Screen';
import { FormActions, FormLinks } from '../components/FormActions';
import { AUTH_MESSAGES } from 'shared-contracts';
import { verifyEmailLink } from '../lib/verify-email-link';
import { useAuthPageMeta } from '../lib/page-heads';

export function LoginPage() {
  useAuthPageMeta('login');
  const { t } = useLingui();
  const { api, login, toast, session } = useHost();
  const navigate = useNavigate();
  // The dashboard's root (spec §2), or the dashboard address that sent the visitor here.
  const sentFrom = useLocation().state;
  const form = useSchemaForm(loginRequestSchema, { email: '', password: '' });
  const { formRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const [busy, setBusy] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  // The toast the spec asks for closes after 3 s; the refusal stays on the form until the next try.
  const [failure, setFailure] = useState<string | null>(null);
  const verifyLink = useRef<HTMLAnchorElement>(null);
  // Our own login signs the visitor in; that must not trigger the signed-in redirect below.
  const signingIn = useRef(false);
  // The server's HTML of this page is the form; someone signed in leaves once the page is live.
  const live = useHydrated();

  // An unverified account's way on is the banner's link: the focus goes there (sending had dropped it).
  useEffect(() => {
    if (unverifiedEmail) verifyLink.current?.focus();
  }, [unverifiedEmail]);

  if (live && session.status === 'signed-in' && !signingIn.current) {
    return <Navigate to={DASHBOARD_ROUTES.profile.path} replace />;
  }

  // The password is the likely mistake: its field takes the focus (sending had disabled the button
  // that held it), its text selected, to be typed again.
  const focusPasswordToTypeAgain = () => {
    const field = formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="current-password"]');
    field?.focus();
    field?.select();
  };

  const refuse = (message: string) => {
    toast.error(message);
    setFailure(message);
    focusPasswordToTypeAgain();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const credentials = form.validate();
    if (!credentials) {
      focusFirstError();
      return;
    }
    setBusy(true);
    setUnverifiedEmail(null);
    setFailure(null);
    try {
      const { token } = await api.login(credentials);
      signingIn.current = true;
      const account = login(token);
      if (account) {
        // Still busy while the dashboard's code arrives (this screen stays until then): a second
        // press would log in again. The dashboard takes the login screen's place in the history:
        // Back leaves for the page before it, not to a login screen that would send them on again.
        navigate(pathAfterLogin(sentFrom, account.id), { replace: true });
        return;
      }
      signingIn.current = false;
      refuse(translateMessage(AUTH_MESSAGES.loginFailed));
    } catch (error) {
      console.error(error);
      if (error instanceof ApiError && error.accountUnverified) {
        toast.error(translatedFailureOf(error, AUTH_MESSAGES.loginFailed));
        setUnverifiedEmail(credentials.email);
      } else refuse(translatedFailureOf(error, AUTH_MESSAGES.loginFailed));
    }
    setBusy(false);
  };

  return (
    <Screen>
      <h1>
        <Trans>Login</Trans>
      </h1>
      <IdScope name="login">
        <form ref={formRef} onSubmit={submit} noValidate>
          <TextField label={t`Email`} type="email" autoComplete="email" required {...form.field('email')} />
          <TextField label={t`Password`} type={passwordShown ? 'text' : 'password'} autoComplete="current-password" required {...form.field('password')} />
          <PasswordToggle single shown={passwordShown} onToggle={() => setPasswordShown((shown) => !shown)} />
          {unverifiedEmail && (
            <Banner tone="info">
              <Trans>
                Your e-mail address is not verified yet.{' '}
                <Link ref={verifyLink} to={verifyEmailLink(unverifiedEmail)}>
                  Verify your e-mail address
                </Link>{' '}
                with the code we sent, or get a new one there.
              </Trans>
            </Banner>
          )}
          {failure && <Banner tone="error">{failure}</Banner>}
          <FormActions>
            <Button type="submit" busy={busy}>
              <Trans>Login</Trans>
            </Button>
          </FormActions>
        </form>
      </IdScope>
      <FormLinks>
        <Link to={AUTH_ROUTES.forgotPassword.path}>
          <Trans>Forgot Password?</Trans>
        </Link>
        <Link to={AUTH_ROUTES.signup.path}>
          <Trans>Don&apos;t have an account? Signup</Trans>
        </Link>
      </FormLinks>
    </Screen>
  );
}
