import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, pagePreloader } from '../src/lazy-page';

const Contact = () => <h1>Contact Us</h1>;
const Home = () => <h1>Home</h1>;

describe('a page in a chunk of its own, fetched ahead of its visit', () => {
  it('fetches the chunk once, however often the visitor shows intent, and the visit uses what was fetched', async () => {
    const load = jest.fn(async () => Contact);
    const ContactPage = lazyPage('contact-page', load);
    ContactPage.preload();
    ContactPage.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      render(
        <Suspense fallback="Loading...">
          <ContactPage />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next intent when a fetch failed (the phone was offline)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ERR_INTERNET_DISCONNECTED')).mockResolvedValue(Contact);
    const ContactPage = lazyPage('contact-page', load);
    ContactPage.preload();
    await act(async () => undefined);
    ContactPage.preload();
    ContactPage.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads the page at a path from the remote's route table; a page that comes with the route tree, or an unknown path, fetches nothing", () => {
    const load = jest.fn(async () => Contact);
    const ContactPage = lazyPage('contact-page', load);
    const preloadPage = pagePreloader([
      ['/', <Home />],
      ['/contact', <ContactPage />],
    ]);
    preloadPage('/');
    preloadPage('/no-such-page');
    expect(load).not.toHaveBeenCalled();
    preloadPage('/contact');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
