import { screen, waitFor } from '@testing-library/react';
import { returnAfterLogin } from 'shared-contracts';
import { testUser } from 'standalone-host/testing';
import { deferred, httpError, location, renderAuth } from './helpers';

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Dashboard paths belong to another remote, so the router warns that none of ours matched.
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

async function fillLogin(user: ReturnType<typeof renderAuth>['user']) {
  await user.type(await screen.findByLabelText(/^Email/), 'Asha@Example.org');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
}

describe('/login', () => {
  it('logs in through the session store and goes to /dashboard/', async () => {
    const signedIn = testUser('user');
    const { user, api, host } = renderAuth('/login', { overrides: { login: jest.fn(() => signedIn) } });
    api.post.mockResolvedValue({ data: { token: 'jwt-token' } });

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/dashboard/'));
    expect(api.post).toHaveBeenCalledWith('/login', { email: 'asha@example.org', password: 'correct horse' });
    expect(host.login).toHaveBeenCalledWith('jwt-token');
    expect(host.setPageMeta).toHaveBeenCalledWith(expect.objectContaining({ path: '/login', title: 'Login' }));
  });

  it('goes back to the dashboard address that sent the visitor to log in', async () => {
    const { user, api } = renderAuth('/login', {
      overrides: { login: jest.fn(() => testUser('admin')) },
      routeState: returnAfterLogin({ pathname: '/dashboard', search: '?form=contact' }),
    });
    api.post.mockResolvedValue({ data: { token: 'jwt-token' } });

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?form=contact');
  });

  it("opens the dashboard's root for another account than the one whose session ended at the address", async () => {
    const { user, api } = renderAuth('/login', {
      overrides: { login: jest.fn(() => testUser('volunteer', { id: 'account-ravi' })) },
      routeState: returnAfterLogin({ pathname: '/dashboard/user-list', search: '?q=asha' }, 'account-asha'),
    });
    api.post.mockResolvedValue({ data: { token: 'jwt-token' } });

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/dashboard/'));
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
  });

  it('shows the server message as a toast, logs the error and stays on /login', async () => {
    const { user, api, host } = renderAuth('/login');
    api.post.mockRejectedValue(httpError(401, { message: 'Invalid email or password' }));

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Invalid email or password'));
    expect(consoleError).toHaveBeenCalled();
    expect(host.login).not.toHaveBeenCalled();
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('keeps the refusal on the form after the toast has gone, until the next try', async () => {
    const { user, api } = renderAuth('/login');
    api.post.mockRejectedValueOnce(httpError(401, { message: 'Invalid email or password' }));
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Invalid email or password');
    expect(refusal).toHaveAttribute('data-tone', 'error');

    const pending = deferred<unknown>();
    api.post.mockReturnValueOnce(pending.promise);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides the password, as sign-up does, and still selects it after a refusal', async () => {
    const { user, api } = renderAuth('/login');
    api.post.mockRejectedValue(httpError(401, { message: 'Invalid email or password' }));
    await fillLogin(user);
    const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveTextContent(/^Hide$/);

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'correct horse'.length]);
  });

  it('puts the focus in the password, selected, to type it again after a refusal', async () => {
    const { user, api } = renderAuth('/login');
    api.post.mockRejectedValue(httpError(401, { message: 'Invalid email or password' }));
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'correct horse'.length]);
  });

  it('shows an error toast when the session store refuses the token', async () => {
    const { user, api, host } = renderAuth('/login', { overrides: { login: jest.fn(() => null) } });
    api.post.mockResolvedValue({ data: { token: 'broken' } });

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Login failed. Please try again.'));
    expect(location()).toBe('/login');
  });

  it('disables the button and shows a spinner while the request runs', async () => {
    const { user, api } = renderAuth('/login');
    const pending = deferred<unknown>();
    api.post.mockReturnValue(pending.promise);

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('spinner')).toBeInTheDocument();

    pending.reject(httpError(401, { message: 'Invalid email or password' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
  });

  it('checks the fields with the shared schema before sending anything', async () => {
    const { user, api } = renderAuth('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('offers the verification screen to an unverified account', async () => {
    const { user, api, host } = renderAuth('/login');
    const message = 'Please verify your email address first. Enter the code we sent you or request a new one.';
    api.post.mockRejectedValue(httpError(403, { message, unverified: true }));

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(message));
    // The way on has the focus, for the keyboard and screen readers.
    expect(screen.getByRole('link', { name: 'Verify your e-mail address' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Verify your e-mail address' }));
    await waitFor(() => expect(location()).toBe('/verify-email'));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('asha@example.org');
  });

  it('has the inputs, autocomplete values and links of the spec', async () => {
    const { user } = renderAuth('/login');
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await waitFor(() => expect(location()).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });

  it('links to the signup screen', async () => {
    const { user } = renderAuth('/login');
    await user.click(await screen.findByRole('link', { name: "Don't have an account? Signup" }));
    await waitFor(() => expect(location()).toBe('/signup'));
  });

  it('sends a signed-in visitor to /dashboard/profile', async () => {
    renderAuth('/login', { user: testUser('admin') });
    await waitFor(() => expect(location()).toBe('/dashboard/profile'));
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
