import { act, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from 'shared-contracts';
import { deferred, httpError, networkError, renderAuth, typeCode } from './helpers';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const resendButton = () => screen.getByRole('button', { name: /^Resend code/ });

async function reachCodeStep() {
  const rendered = renderAuth('/signup', { fakeTimers: true });
  const { user, api } = rendered;
  api.post.mockResolvedValueOnce({ data: { message: 'OTP has been sent to your email' } });
  await user.type(await screen.findByLabelText(/^Name/), 'Asha Patil');
  await user.type(screen.getByLabelText(/^Mobile Number/), '9876543210');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'long enough 1');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'long enough 1');
  await user.click(screen.getByRole('button', { name: 'Signup' }));
  await screen.findByRole('heading', { name: 'Verify OTP' });
  return rendered;
}

describe('resend code', () => {
  it('waits out the 60 s cooldown after a code was sent, counting down', async () => {
    const { user, api, host } = await reachCodeStep();
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Resend code in 60 s');

    act(() => jest.advanceTimersByTime(18_000));
    expect(resendButton()).toHaveTextContent('Resend code in 42 s');

    act(() => jest.advanceTimersByTime(42_000));
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).toHaveTextContent(/^Resend code$/);

    api.post.mockResolvedValueOnce({ data: { message: 'OTP has been sent to your email' } });
    await user.click(resendButton());
    expect(api.post).toHaveBeenLastCalledWith('/resend-otp', { email: 'asha@example.org' });
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend code in 60 s'));
    expect(resendButton()).toBeDisabled();
    expect(host.toast.success).toHaveBeenCalledWith('OTP has been sent to your email');
    // The waiting button cannot keep the focus: the new code is typed in the first box.
    expect(screen.getByRole('textbox', { name: /1 of 6/ })).toHaveFocus();
  });

  it("follows the server's 429 and its Retry-After", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, api, host } = await reachCodeStep();
    act(() => jest.advanceTimersByTime(60_000));

    const message = 'Please wait 25 seconds before requesting a new code';
    api.post.mockRejectedValueOnce(httpError(429, { message }, { 'retry-after': '25' }));
    await user.click(resendButton());

    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend code in 25 s'));
    expect(resendButton()).toBeDisabled();
    expect(host.toast.error).toHaveBeenCalledWith(message);
    expect(screen.getByRole('textbox', { name: /1 of 6/ })).toHaveFocus();
    consoleError.mockRestore();
  });

  it("ends 'your e-mail address may be verified already' once a new code is sent: a refusal then reads as it is", async () => {
    const { user, api } = await reachCodeStep();
    api.post.mockRejectedValueOnce(networkError()).mockRejectedValueOnce(httpError(400, { message: AUTH_MESSAGES.noSignupWaiting }));
    await typeCode(user, '222222');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server.'));
    await user.click(screen.getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(screen.getByText(/may be verified already/)).toBeInTheDocument());

    act(() => jest.advanceTimersByTime(60_000));
    api.post.mockResolvedValueOnce({ data: { message: 'OTP has been sent to your email' } });
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend code in 60 s'));
    api.post.mockRejectedValueOnce(httpError(400, { message: AUTH_MESSAGES.noSignupWaiting }));
    await typeCode(user, '333333');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.noSignupWaiting));
    expect(screen.queryByText(/may be verified already/)).not.toBeInTheDocument();
  });

  it('leaves the focus where the visitor moved it while the new code was being asked for', async () => {
    const { user, api } = await reachCodeStep();
    act(() => jest.advanceTimersByTime(60_000));
    const answer = deferred<unknown>();
    api.post.mockReturnValueOnce(answer.promise);
    await user.click(resendButton());
    const changeDetails = screen.getByRole('button', { name: 'Change details' });
    act(() => changeDetails.focus());
    await act(async () => answer.resolve({ data: { message: 'OTP has been sent to your email' } }));
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend code in 60 s'));
    expect(changeDetails).toHaveFocus();
  });
});

