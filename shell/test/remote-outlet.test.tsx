import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteOutlet } from '../src/federation/RemoteOutlet';
import { registerSiteRemotes } from '../src/federation/remotes';
import { i18n } from '@lingui/core';
import { activateLanguage } from 'shared-ui/i18n';
import { RemoteFallback } from '../src/federation/RemoteFallback';
import { renderAt, renderSuspendingAt } from './render';
import { REMOTE_PART_LIVE_EVENT } from '../server/early-taps.mjs';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.Mock;

function remoteApp(text: string) {
  return {
    default: function RemoteApp() {
      return (
        <main>
          <h1>{text}</h1>
          <Link to="/login">to login</Link>
          <Link to="/dashboard">to dashboard</Link>
        </main>
      );
    },
  };
}

const remotes = [
  { name: 'remote_public' as const, entry: 'http://localhost:3001/remoteEntry.js' },
  { name: 'remote_auth' as const, entry: 'http://localhost:3002/remoteEntry.js' },
];

beforeEach(() => {
  // Registering anew forgets earlier loads, as a fresh page would.
  registerSiteRemotes(remotes);
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('loading remotes at run time', () => {
  it("loads the remote that owns the path and shows 'Loading...' meanwhile", async () => {
    let arrive: (module: ReturnType<typeof remoteApp>) => void = () => undefined;
    mockedLoadRemote.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    await renderSuspendingAt(<RemoteOutlet />, '/contact');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => arrive(remoteApp('from remote_public/App')));
    expect(await screen.findByRole('heading', { name: 'from remote_public/App' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_public/App');
  });

  it("announces that the remote's part is live once it has rendered, not while it loads", async () => {
    const announced = jest.fn();
    document.addEventListener(REMOTE_PART_LIVE_EVENT, announced);
    let arrive: (module: ReturnType<typeof remoteApp>) => void = () => undefined;
    mockedLoadRemote.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    await renderSuspendingAt(<RemoteOutlet />, '/contact');
    expect(announced).not.toHaveBeenCalled();
    await act(async () => arrive(remoteApp('from remote_public/App')));
    await screen.findByRole('heading', { name: 'from remote_public/App' });
    expect(announced).toHaveBeenCalledTimes(1);
    document.removeEventListener(REMOTE_PART_LIVE_EVENT, announced);
  });

  it('a remote that could not be fetched is fetched again when the visitor goes to another of its pages', async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load remoteEntry.js'));
    await renderSuspendingAt(
      <>
        <Link to="/login">Login in the header</Link>
        <RemoteOutlet />
      </>,
      '/signup',
    );
    expect(await screen.findByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();

    mockedLoadRemote.mockImplementation(async (id: string) => remoteApp(`from ${id}`));
    await act(() => user.click(screen.getByRole('link', { name: 'Login in the header' })));
    expect(await screen.findByRole('heading', { name: 'from remote_auth/App' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This part of the site could not be loaded' })).not.toBeInTheDocument();
  });

  it('shows the fallback when a remote cannot be fetched, and Try again recovers it', async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load remoteEntry.js'));
    await renderSuspendingAt(<RemoteOutlet />, '/signup');
    expect(await screen.findByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();

    mockedLoadRemote.mockImplementation(async (id: string) => remoteApp(`from ${id}`));
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'from remote_auth/App' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([remotes[1]], { force: true });
  });

  it('keeps other remotes working when one is down', async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockImplementation(async (id: string) => {
      if (id.startsWith('remote_dashboard')) throw new Error('down');
      return remoteApp(`from ${id}`);
    });
    await renderSuspendingAt(<RemoteOutlet />, '/about');
    const toDashboard = await screen.findByRole('link', { name: 'to dashboard' });
    await act(() => user.click(toDashboard));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    await act(() => user.click(screen.getByRole('link', { name: 'Go to the home page' })));
    expect(await screen.findByRole('heading', { name: 'from remote_public/App' })).toBeInTheDocument();
  });

  it('shows the fallback when a remote throws while rendering', async () => {
    mockedLoadRemote.mockResolvedValue({
      default: function Broken() {
        throw new Error('render failure');
      },
    });
    await renderSuspendingAt(<RemoteOutlet />, '/dashboard');
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });
});

describe('the fallback of a screen without language versions, shown in Marathi', () => {
  it('leads home to the Marathi home page', () => {
    i18n.load('mr', {});
    try {
      renderAt(<RemoteFallback onRetry={() => undefined} />, '/dashboard', 'mr');
      expect(screen.getByTestId('remote-fallback').querySelector('a')).toHaveAttribute('href', '/mr');
    } finally {
      activateLanguage(i18n, 'en');
    }
  });
});
