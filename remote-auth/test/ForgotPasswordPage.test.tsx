import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from 'shared-contracts';
import { fieldErrorOf, httpError, location, networkError, renderAuth, typeCode } from './helpers';

type Rendered = ReturnType<typeof renderAuth>;

async function requestCode({ user, api }: Rendered) {
  api.post.mockResolvedValueOnce({ data: { message: 'If an account has this email address, an OTP has been sent to it' } });
  await user.type(await screen.findByLabelText(/^Email/), 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
}

async function fillReset({ user }: Rendered, newPassword = 'brand new pass', confirm = newPassword) {
  await typeCode(user, '654321');
  await user.type(screen.getByLabelText(/^New Password/), newPassword);
  await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
}

describe('/forgot-password', () => {
  it("step 1 'Reset Password' sends the code, confirms with a toast and moves to 'Verify OTP'", async () => {
    const rendered = renderAuth('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    await requestCode(rendered);

    expect(rendered.api.post).toHaveBeenCalledWith('/forgot-password', { email: 'asha@example.org' });
    expect(rendered.host.toast.success).toHaveBeenCalledWith('If an account has this email address, an OTP has been sent to it');
    expect(screen.getAllByRole('textbox', { name: /of 6$/ })).toHaveLength(6);
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('step 1 shows the server message on failure', async () => {
    const { user, api } = renderAuth('/forgot-password');
    api.post.mockRejectedValue(httpError(429, { message: 'Too many attempts. Please try again in 5 minutes.' }));
    await user.type(await screen.findByLabelText(/^Email/), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 5 minutes.');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });

  it("step 1 falls back to 'Something went wrong'", async () => {
    const { user, api } = renderAuth('/forgot-password');
    api.post.mockRejectedValue(httpError(500));
    await user.type(await screen.findByLabelText(/^Email/), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('step 1 requires a valid e-mail before sending', async () => {
    const { user, api } = renderAuth('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("step 2 shows 'Passwords do not match' and sends nothing", async () => {
    const rendered = renderAuth('/forgot-password');
    await requestCode(rendered);
    await fillReset(rendered, 'brand new pass', 'another pass!');
    await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(rendered.api.post).toHaveBeenCalledTimes(1);
  });

  it('step 2 marks an empty Confirm New Password as required, in the language of the page', async () => {
    const rendered = renderAuth('/forgot-password');
    await requestCode(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(fieldErrorOf(screen.getByLabelText(/^Confirm New Password/))).toBe('Please type the password again');
    expect(rendered.api.post).toHaveBeenCalledTimes(1);
  });

  it('step 2 shows the server message on failure', async () => {
    const rendered = renderAuth('/forgot-password');
    await requestCode(rendered);
    const message = 'Invalid or expired OTP. Please check the code or request a new one.';
    rendered.api.post.mockRejectedValueOnce(httpError(400, { message }));
    await fillReset(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(rendered.api.post).toHaveBeenLastCalledWith('/reset-password', {
      email: 'asha@example.org',
      otp: '654321',
      newPassword: 'brand new pass',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /1 of/ })).toHaveFocus());
  });

  it('step 2, after a try whose answer was lost, reads a refused code as a password perhaps changed already, with the way to log in', async () => {
    const rendered = renderAuth('/forgot-password');
    await requestCode(rendered);
    rendered.api.post.mockRejectedValueOnce(networkError()).mockRejectedValue(httpError(400, { message: AUTH_MESSAGES.resetCodeInvalid }));
    await fillReset(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await screen.findByText(/The answer to your last try did not arrive, so your password may be changed already. Try to log in with the new one./);
    expect(screen.queryByText(AUTH_MESSAGES.resetCodeInvalid)).not.toBeInTheDocument();
    await rendered.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(location()).toBe('/login');
  });

  it("step 2 falls back to 'OTP verification failed'", async () => {
    const rendered = renderAuth('/forgot-password');
    await requestCode(rendered);
    rendered.api.post.mockRejectedValueOnce(httpError(500));
    await fillReset(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('OTP verification failed');
  });

  it("step 3 'Success' confirms the reset and links to Login", async () => {
    const rendered = renderAuth('/forgot-password');
    await requestCode(rendered);
    rendered.api.post.mockResolvedValueOnce({ data: { message: 'Password has been reset successfully' } });
    await fillReset(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Success' });
    expect(heading).toHaveFocus();
    const titles = (rendered.host.setPageMeta as jest.Mock).mock.calls.map(([meta]) => [meta.path, meta.title]);
    // Each step's heading titles the page, at the screen's own address.
    expect(titles.filter(([, title], index) => title !== titles[index - 1]?.[1])).toEqual([
      ['/forgot-password', 'Reset Password'],
      ['/forgot-password', 'Verify OTP'],
      ['/forgot-password', 'Success'],
    ]);
    expect(screen.getByText('Your password has been reset successfully.')).toBeInTheDocument();
    expect(rendered.host.toast.success).toHaveBeenLastCalledWith('Password has been reset successfully');

    await rendered.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('goes back to step 1 with the address kept and in focus, to use a different e-mail', async () => {
    const rendered = renderAuth('/forgot-password');
    await requestCode(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));

    expect(await screen.findByLabelText(/^Email/)).toHaveValue('asha@example.org');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('comes back to the code step after a reload or a change of language, until the password is reset', async () => {
    const first = renderAuth('/forgot-password');
    await requestCode(first);
    first.unmount();

    const again = renderAuth('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
    again.api.post.mockResolvedValueOnce({ data: { message: 'Password has been reset successfully' } });
    await fillReset(again);
    await again.user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(again.api.post).toHaveBeenLastCalledWith('/reset-password', { email: 'asha@example.org', otp: '654321', newPassword: 'brand new pass' });
    await screen.findByRole('heading', { level: 1, name: 'Success' });
    again.unmount();

    renderAuth('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('step 2 shows a new password the server finds too easy to guess at its field, with the focus there', async () => {
    const rendered = renderAuth('/forgot-password');
    await requestCode(rendered);
    rendered.api.post.mockRejectedValueOnce(httpError(400, { message: AUTH_MESSAGES.weakPassword }));
    await fillReset(rendered, 'password1');
    await rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const password = screen.getByLabelText(/^New Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(fieldErrorOf(password)).toBe(AUTH_MESSAGES.weakPassword);
    expect(screen.getAllByText(AUTH_MESSAGES.weakPassword)).toHaveLength(1);
  });
});
