import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from 'shared-contracts';
import { fieldErrorOf, httpError, location, networkError, renderAuth, typeCode } from './helpers';

type User = ReturnType<typeof renderAuth>['user'];

const VALID = {
  name: 'Asha Patil',
  mobile: '9876543210',
  email: 'asha@example.org',
  password: 'long enough 1',
  confirmPassword: 'long enough 1',
};

async function fillSignup(user: User, values: Partial<typeof VALID> = {}) {
  const form = { ...VALID, ...values };
  await user.type(await screen.findByLabelText(/^Name/), form.name);
  await user.type(screen.getByLabelText(/^Mobile Number/), form.mobile);
  await user.type(screen.getByLabelText(/^Email/), form.email);
  await user.type(screen.getByLabelText(/^Password/), form.password);
  if (form.confirmPassword) await user.type(screen.getByLabelText(/^Confirm Password/), form.confirmPassword);
}

async function registerAndReachCodeStep(user: User, api: ReturnType<typeof renderAuth>['api']) {
  api.post.mockResolvedValueOnce({ data: { message: 'OTP has been sent to your email' } });
  await fillSignup(user);
  await user.click(screen.getByRole('button', { name: 'Signup' }));
  await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
}

describe('/signup', () => {
  it('shows "passwords do not match" and sends nothing when the passwords differ', async () => {
    const { user, api } = renderAuth('/signup');
    await fillSignup(user, { confirmPassword: 'something else' });
    await user.click(screen.getByRole('button', { name: 'Signup' }));

    expect(await screen.findByText('passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('marks every field of a form sent empty, Confirm Password too', async () => {
    const { user, api } = renderAuth('/signup');
    await user.click(await screen.findByRole('button', { name: 'Signup' }));
    for (const label of [/^Name/, /^Mobile Number/, /^Email/, /^Password/, /^Confirm Password/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fieldErrorOf(screen.getByLabelText(/^Confirm Password/))).toBe('Please type the password again');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('calls an empty Confirm Password a mismatch once the password is typed', async () => {
    const { user, api } = renderAuth('/signup');
    await fillSignup(user, { confirmPassword: '' });
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(fieldErrorOf(screen.getByLabelText(/^Confirm Password/))).toBe('passwords do not match');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('calls an empty password missing, not too short', async () => {
    const { user, api } = renderAuth('/signup');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows each field its own error (short password, bad mobile) and sends nothing', async () => {
    const { user, api } = renderAuth('/signup');
    await fillSignup(user, { mobile: '12345', password: 'short', confirmPassword: 'short' });
    await user.click(screen.getByRole('button', { name: 'Signup' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveFocus();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the mismatch at once, together with the other errors', async () => {
    const { user, api } = renderAuth('/signup');
    await fillSignup(user, { password: 'short', confirmPassword: 'other' });
    await user.click(screen.getByRole('button', { name: 'Signup' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('passwords do not match')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows and hides both passwords with one toggle', async () => {
    const { user } = renderAuth('/signup');
    const toggle = await screen.findByRole('button', { name: 'Show passwords' });
    expect(toggle).toHaveTextContent(/^Show$/);
    expect(toggle).not.toHaveAttribute('aria-pressed');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide passwords' })).toHaveTextContent(/^Hide$/);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'text');
  });

  it('has autocomplete values and a link to Login', async () => {
    const { user } = renderAuth('/signup');
    expect(await screen.findByLabelText(/^Name/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('autocomplete', 'new-password');

    await user.click(screen.getByRole('link', { name: /Login/ }));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('registers, then asks for the six-digit code sent to the e-mail', async () => {
    const { user, api } = renderAuth('/signup');
    await registerAndReachCodeStep(user, api);

    expect(api.post).toHaveBeenCalledWith('/register', {
      name: 'Asha Patil',
      mobile: '9876543210',
      email: 'asha@example.org',
      password: 'long enough 1',
    });
    expect(screen.getByText(/An OTP has been sent to your email/)).toHaveTextContent('asha@example.org');
    expect(screen.getAllByRole('textbox', { name: /of 6$/ })).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'verify' })).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server message when registration fails', async () => {
    const { user, api } = renderAuth('/signup');
    api.post.mockRejectedValue(httpError(409, { message: 'An account with this email already exists' }));
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Signup' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Patil');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.org');
    expect(screen.queryByRole('heading', { name: 'Verify OTP' })).not.toBeInTheDocument();
  });

  it('shows the server message when the code is wrong', async () => {
    const { user, api } = renderAuth('/signup');
    await registerAndReachCodeStep(user, api);
    api.post.mockRejectedValueOnce(httpError(400, { message: 'wrong otp' }));

    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('wrong otp');
    expect(api.post).toHaveBeenLastCalledWith('/verify-otp', { email: 'asha@example.org', otp: '111111' });
    expect(location()).toBe('/signup');
    // Back in the code's first box, to type it again.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /1 of/ })).toHaveFocus());
  });

  it("falls back to 'wrong otp' when the server sends no message", async () => {
    const { user, api } = renderAuth('/signup');
    await registerAndReachCodeStep(user, api);
    api.post.mockRejectedValueOnce(httpError(500));

    await typeCode(user, '222222');
    await user.click(screen.getByRole('button', { name: 'verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('wrong otp');
  });

  it('says the connection failed when no answer came, not that the code was wrong', async () => {
    const { user, api } = renderAuth('/signup');
    await registerAndReachCodeStep(user, api);
    api.post.mockRejectedValueOnce(networkError());

    await typeCode(user, '222222');
    await user.click(screen.getByRole('button', { name: 'verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server. Please check your connection and try again.');
  });

  it('after a try whose answer was lost, reads "no sign-up waiting" as perhaps verified already, with the way to log in', async () => {
    const { user, api } = renderAuth('/signup');
    await registerAndReachCodeStep(user, api);
    api.post.mockRejectedValueOnce(networkError()).mockRejectedValue(httpError(400, { message: AUTH_MESSAGES.noSignupWaiting }));

    await typeCode(user, '222222');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'verify' }));

    await screen.findByText(/The answer to your last try did not arrive, so your e-mail address may be verified already. Try to log in./);
    expect(screen.queryByText(/Please sign up again/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(location()).toBe('/login');
  });

  it('says "no sign-up waiting" as it is when no answer was lost before', async () => {
    const { user, api } = renderAuth('/signup');
    await registerAndReachCodeStep(user, api);
    api.post.mockRejectedValueOnce(httpError(400, { message: AUTH_MESSAGES.noSignupWaiting }));

    await typeCode(user, '222222');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.noSignupWaiting);
  });

  it('asks for all six digits before sending the code', async () => {
    const { user, api } = renderAuth('/signup');
    await registerAndReachCodeStep(user, api);

    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'verify' }));

    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /1 of/ })).toHaveFocus());
  });

  it('confirms with a toast and goes to /login once the code is right', async () => {
    const { user, api, host } = renderAuth('/signup');
    await registerAndReachCodeStep(user, api);
    api.post.mockResolvedValueOnce({ data: { message: 'Email verified successfully' } });

    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'verify' }));

    await waitFor(() => expect(location()).toBe('/login'));
    expect(host.toast.success).toHaveBeenCalledWith(expect.stringContaining('Email verified successfully'));
  });

  it('goes back to the filled-in form to correct the details, its heading in focus', async () => {
    const { user, api } = renderAuth('/signup');
    await registerAndReachCodeStep(user, api);
    await user.click(screen.getByRole('button', { name: 'Change details' }));

    expect(await screen.findByLabelText(/^Email/)).toHaveValue('asha@example.org');
    expect(screen.getByRole('heading', { level: 1, name: 'Signup' })).toHaveFocus();
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveValue('9876543210');
  });

  it('titles the page by its step: Signup, then Verify OTP at the same address, then Signup again', async () => {
    const { user, api, host } = renderAuth('/signup');
    const lastMeta = () => (host.setPageMeta as jest.Mock).mock.lastCall?.[0];
    await waitFor(() => expect(lastMeta()).toMatchObject({ path: '/signup', title: 'Signup' }));
    await registerAndReachCodeStep(user, api);
    await waitFor(() => expect(lastMeta()).toMatchObject({ path: '/signup', title: 'Verify OTP' }));
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    await waitFor(() => expect(lastMeta()).toMatchObject({ path: '/signup', title: 'Signup' }));
  });

  it('comes back to the code step after a reload, a change of language or Back, until the code is right', async () => {
    const first = renderAuth('/signup');
    await registerAndReachCodeStep(first.user, first.api);
    first.unmount();

    const again = renderAuth('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText(/An OTP has been sent to your email/)).toHaveTextContent('asha@example.org');
    again.api.post.mockResolvedValueOnce({ data: { message: 'Email verified successfully' } });
    await typeCode(again.user, '123456');
    await again.user.click(screen.getByRole('button', { name: 'verify' }));
    expect(again.api.post).toHaveBeenLastCalledWith('/verify-otp', { email: 'asha@example.org', otp: '123456' });
    await waitFor(() => expect(location()).toBe('/login'));
    again.unmount();

    renderAuth('/signup');
    expect(await screen.findByRole('button', { name: 'Signup' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify OTP' })).not.toBeInTheDocument();
  });

  /** A sign-up left at its code step for asha@example.org, then `address` verified on /verify-email. */
  async function leaveCodeStepThenVerify(address: string) {
    const first = renderAuth('/signup');
    await registerAndReachCodeStep(first.user, first.api);
    first.unmount();

    const verifying = renderAuth(`/verify-email?email=${encodeURIComponent(address)}`);
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
    verifying.api.post.mockResolvedValueOnce({ data: { message: 'Email verified successfully' } });
    await typeCode(verifying.user, '123456');
    await verifying.user.click(screen.getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(location()).toBe('/login'));
    verifying.unmount();
  }

  it('opens on its form again once the address of its code step was verified on /verify-email', async () => {
    await leaveCodeStepThenVerify('Asha@example.org');
    renderAuth('/signup');
    await screen.findByRole('main');
    expect(document.querySelector('h1')?.textContent).toBe('Signup');
    expect(screen.getByRole('button', { name: 'Signup' })).toBeInTheDocument();
  });

  it('keeps its code step when another address is verified on /verify-email', async () => {
    await leaveCodeStepThenVerify('sunita@example.org');
    renderAuth('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
  });

  it('brings the address back to the form when the details are changed after a reload', async () => {
    const first = renderAuth('/signup');
    await registerAndReachCodeStep(first.user, first.api);
    first.unmount();

    const again = renderAuth('/signup');
    await again.user.click(await screen.findByRole('button', { name: 'Change details' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('asha@example.org');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('forgets the code step once the visitor goes back to the form', async () => {
    const first = renderAuth('/signup');
    await registerAndReachCodeStep(first.user, first.api);
    await first.user.click(screen.getByRole('button', { name: 'Change details' }));
    await screen.findByLabelText(/^Email/);
    first.unmount();

    renderAuth('/signup');
    expect(await screen.findByRole('button', { name: 'Signup' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('shows a password the server finds too easy to guess at the password field, with the focus there', async () => {
    const { user, api } = renderAuth('/signup');
    api.post.mockRejectedValueOnce(httpError(400, { message: AUTH_MESSAGES.weakPassword }));
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Signup' }));

    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(fieldErrorOf(password)).toBe(AUTH_MESSAGES.weakPassword);
    expect(screen.getAllByText(AUTH_MESSAGES.weakPassword)).toHaveLength(1);
  });
});
