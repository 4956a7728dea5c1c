import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithHost, testUser } from 'standalone-host/testing';
import { VerifyEmailPage } from '../src/pages/VerifyEmailPage';
import { httpError, location, renderAuth, typeCode } from './helpers';

describe('/verify-email', () => {
  it('sends a signed-in visitor to /dashboard', async () => {
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAuth('/verify-email', { user: testUser('volunteer') });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    consoleWarn.mockRestore();
  });

  it('verifies the address from the link with the code, then goes to /login', async () => {
    const { user, api, host } = renderAuth('/verify-email?email=asha%40example.org');
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('asha@example.org');
    expect(host.setPageMeta).toHaveBeenCalledWith(expect.objectContaining({ path: '/verify-email' }));
    api.post.mockResolvedValueOnce({ data: { message: 'Email verified successfully' } });

    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'verify' }));

    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.post).toHaveBeenCalledWith('/verify-otp', { email: 'asha@example.org', otp: '123456' });
    expect(host.toast.success).toHaveBeenCalledWith(expect.stringContaining('Email verified successfully'));
  });

  it('sent empty, reads the address field as the focus lands there, then says that two fields need correcting: no alert over it', async () => {
    const { user, api } = renderAuth('/verify-email');
    await user.click(await screen.findByRole('button', { name: 'verify' }));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await waitFor(() => expect(document.getElementById('site-announcements')).toHaveTextContent('2 fields need correcting.'));
    expect(api.post).not.toHaveBeenCalled();
  });

  it("hydrates the server's HTML of a link with an address, then fills the address in", async () => {
    const { hydrationErrors } = renderWithHost(<VerifyEmailPage />, { route: '/verify-email?email=asha%40example.org', hydrate: true });
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.org'));
    expect(hydrationErrors).toEqual([]);
  });

  it("keeps an address typed in the server's HTML before the page was live over the link's", async () => {
    const { hydrationErrors } = renderWithHost(<VerifyEmailPage />, {
      route: '/verify-email?email=asha%40example.org',
      hydrate: true,
      beforeHydrating: (html) => fireEvent.change(within(html).getByLabelText(/^Email/), { target: { value: 'sunita@example.org' } }),
    });
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('sunita@example.org'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sunita@example.org');
    expect(hydrationErrors).toEqual([]);
  });

  it('takes over a code typed into the boxes before the page was live', async () => {
    const { api, hydrationErrors } = renderWithHost(<VerifyEmailPage />, {
      route: '/verify-email?email=asha%40example.org',
      hydrate: true,
      // The phone's code suggestion goes into the first box; the boxes cannot spread it yet.
      beforeHydrating: (html) => fireEvent.change(within(html).getByRole('textbox', { name: /1 of/ }), { target: { value: '123456' } }),
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /6 of/ })).toHaveValue('6'));
    expect(screen.getByRole('textbox', { name: /1 of/ })).toHaveValue('1');
    api.post.mockResolvedValueOnce({ data: { message: 'Email verified successfully' } });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/verify-otp', { email: 'asha@example.org', otp: '123456' }));
    expect(hydrationErrors).toEqual([]);
  });

  it("shows 'wrong otp' when the code is refused", async () => {
    const { user, api } = renderAuth('/verify-email?email=asha%40example.org');
    api.post.mockRejectedValueOnce(httpError(400, { message: 'wrong otp' }));
    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('wrong otp');
    expect(location()).toBe('/verify-email');
  });

  it("takes the last attempt's refusal away when the form itself refuses the next one", async () => {
    const { user, api } = renderAuth('/verify-email?email=asha%40example.org');
    await screen.findByLabelText(/^Email/);
    api.post.mockRejectedValueOnce(httpError(400, { message: 'wrong otp' }));
    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('wrong otp');

    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'verify' }));

    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(screen.queryByText('wrong otp')).not.toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('sends a new code to the typed address, then waits out the cooldown', async () => {
    const { user, api, host } = renderAuth('/verify-email');
    api.post.mockResolvedValueOnce({ data: { message: 'OTP has been sent to your email' } });
    await user.type(await screen.findByLabelText(/^Email/), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith('OTP has been sent to your email'));
    expect(api.post).toHaveBeenCalledWith('/resend-otp', { email: 'asha@example.org' });
    expect(await screen.findByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  });

  it("takes a refused code's error away once a new code is sent: it was about a code no longer asked for", async () => {
    const { user, api, host } = renderAuth('/verify-email?email=asha%40example.org');
    await screen.findByLabelText(/^Email/);
    api.post.mockRejectedValueOnce(httpError(400, { message: 'wrong otp' }));
    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('wrong otp');

    api.post.mockResolvedValueOnce({ data: { message: 'OTP has been sent to your email' } });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith('OTP has been sent to your email'));
    expect(screen.queryByText('wrong otp')).not.toBeInTheDocument();
  });

  it('asks for a valid address before sending a new code', async () => {
    const { user, api } = renderAuth('/verify-email');
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(api.post).not.toHaveBeenCalled();
  });
});
