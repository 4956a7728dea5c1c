import { fireEvent, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadAccountArea, startPreloadingOnIntent } from '../src/federation/preload';
import { forgetRemote, loadRemoteApp } from '../src/federation/remotes';
import { LANGUAGE_COOKIE } from 'shared-contracts/languages';
import { i18n } from '@lingui/core';
import { activateLanguage } from 'shared-ui/i18n';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => null })),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

describe('preloading a remote on intent', () => {
  it('loads the remote behind a hovered or focused link once, and nothing without intent', () => {
    const stop = startPreloadingOnIntent();
    render(
      <nav>
        <a href="/login">Staff login</a>
        <a href="/dashboard/profile">Profile</a>
        <a href="https://elsewhere.example/login">Elsewhere</a>
      </nav>,
    );
    expect(loadRemote).not.toHaveBeenCalled();

    fireEvent.mouseOver(screen.getByText('Staff login'));
    fireEvent.mouseOver(screen.getByText('Staff login'));
    fireEvent.focusIn(screen.getByText('Profile'));
    fireEvent.mouseOver(screen.getByText('Elsewhere'));

    expect((loadRemote as jest.Mock).mock.calls.map(([id]) => id)).toEqual(['remote_auth/App', 'remote_dashboard/App']);
    stop();
  });

  it("fetches the chunk of the hovered link's page too, by its path without the language prefix, and its translations into the page's language", async () => {
    const preloadPage = jest.fn();
    (loadRemote as jest.Mock).mockClear();
    (loadRemote as jest.Mock).mockResolvedValueOnce({ default: () => null, preloadPage });
    forgetRemote('remote_public');
    const stop = startPreloadingOnIntent();
    render(<a href="/mr/contact">संपर्क</a>);
    fireEvent.mouseOver(screen.getByText('संपर्क'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((loadRemote as jest.Mock).mock.calls.map(([id]) => id)).toEqual(['remote_public/App']);
    expect(preloadPage).toHaveBeenCalledWith('/contact', 'mr');
    stop();
  });

  it("a finger fetches the page's chunk once its touch ends without moving, not when it starts a scroll", async () => {
    const preloadPage = jest.fn();
    (loadRemote as jest.Mock).mockResolvedValue({ default: () => null, preloadPage });
    forgetRemote('remote_public');
    const stop = startPreloadingOnIntent();
    render(
      <>
        <a href="/faqs">FAQs</a>
        <a href="/hi/event">कार्यक्रम</a>
      </>,
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.touchStart(screen.getByText('FAQs'));
    fireEvent.touchMove(screen.getByText('FAQs'));
    fireEvent.touchEnd(screen.getByText('FAQs'));
    await settle();
    expect(preloadPage).not.toHaveBeenCalled();

    fireEvent.touchStart(screen.getByText('कार्यक्रम'));
    await settle();
    expect(preloadPage).not.toHaveBeenCalled();
    fireEvent.touchEnd(screen.getByText('कार्यक्रम'));
    await settle();
    expect(preloadPage.mock.calls).toEqual([['/event', 'hi']]);
    stop();
    (loadRemote as jest.Mock).mockImplementation(async () => ({ default: () => null }));
  });

  it("a link the page's router follows is preloaded in the language the page shows, whatever the cookie says", async () => {
    const preloadPage = jest.fn();
    (loadRemote as jest.Mock).mockClear();
    (loadRemote as jest.Mock).mockResolvedValue({ default: () => null, preloadPage });
    forgetRemote('remote_auth');
    activateLanguage(i18n, 'en');
    document.cookie = `${LANGUAGE_COOKIE}=mr; path=/`;
    const stop = startPreloadingOnIntent();
    render(
      <>
        <a href="/signup">Signup</a>
        <a href="/hi/login">स्टाफ़ लॉगिन</a>
      </>,
    );
    fireEvent.mouseOver(screen.getByText('Signup'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadPage).toHaveBeenLastCalledWith('/signup', 'en');

    // Under another language's prefix: a page loaded whole, in that language, and by its path there.
    fireEvent.mouseOver(screen.getByText('स्टाफ़ लॉगिन'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadPage).toHaveBeenLastCalledWith('/login', 'hi');
    expect((loadRemote as jest.Mock).mock.calls.map(([id]) => id)).toEqual(['remote_auth/App']);
    stop();
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
    (loadRemote as jest.Mock).mockImplementation(async () => ({ default: () => null }));
  });

  it('loads nothing for the language switch: it leads to a page loaded whole', () => {
    (loadRemote as jest.Mock).mockClear();
    forgetRemote('remote_public');
    const stop = startPreloadingOnIntent();
    render(<a href="/choose-language?language=hi&return=%2Fhi%2Fcontact">हिन्दी</a>);
    fireEvent.mouseOver(screen.getByText('हिन्दी'));
    fireEvent.focusIn(screen.getByText('हिन्दी'));
    expect(loadRemote).not.toHaveBeenCalled();
    stop();
  });

  it("loads the account area's remote when a sign-in starts", () => {
    forgetRemote('remote_dashboard');
    (loadRemote as jest.Mock).mockClear();
    preloadAccountArea();
    expect((loadRemote as jest.Mock).mock.calls.map(([id]) => id)).toEqual(['remote_dashboard/App']);
  });

  it('a preload that failed (tapped while offline) is not the visit\'s failure: the visit loads anew', async () => {
    forgetRemote('remote_dashboard');
    (loadRemote as jest.Mock).mockClear();
    (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('ERR_INTERNET_DISCONNECTED'));
    preloadAccountArea();
    await new Promise((resolve) => setTimeout(resolve, 0));

    const visit = await loadRemoteApp('remote_dashboard');
    expect(typeof visit.App).toBe('function');
    expect((loadRemote as jest.Mock).mock.calls.map(([id]) => id)).toEqual(['remote_dashboard/App', 'remote_dashboard/App']);
    // Loaded now: later visits share it.
    await loadRemoteApp('remote_dashboard');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a preload after one that failed tries anew (the network may be back)', async () => {
    forgetRemote('remote_auth');
    (loadRemote as jest.Mock).mockClear();
    (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('ERR_INTERNET_DISCONNECTED'));
    const stop = startPreloadingOnIntent();
    render(<a href="/signup">Signup</a>);
    fireEvent.mouseOver(screen.getByText('Signup'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.mouseOver(screen.getByText('Signup'));
    expect((loadRemote as jest.Mock).mock.calls.map(([id]) => id)).toEqual(['remote_auth/App', 'remote_auth/App']);
    stop();
  });

  it('with the data saver on, loads nothing on intent or sign-in', () => {
    (loadRemote as jest.Mock).mockClear();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const stop = startPreloadingOnIntent();
    render(<a href="/about">About</a>);
    fireEvent.mouseOver(screen.getByText('About'));
    fireEvent.focusIn(screen.getByText('About'));
    forgetRemote('remote_dashboard');
    preloadAccountArea();
    expect(loadRemote).not.toHaveBeenCalled();
    stop();
    Reflect.deleteProperty(navigator, 'connection');
  });
});
