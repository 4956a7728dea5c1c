import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, pagePreloader } from '../src/lazy-page';
import { defineCatalog } from '../src/i18n/catalog';
import { translatedPage } from '../src/i18n/translated-page';

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

  it("fetches a translated page's catalogs in the language of the visit with its chunk, and no translation for English", async () => {
    const translations = () => ({ hi: jest.fn(async () => ({ messages: {} })), mr: jest.fn(async () => ({ messages: {} })) });
    const pageTranslations = translations();
    const formTranslations = translations();
    const catalogs = [defineCatalog({}, pageTranslations), defineCatalog({}, formTranslations)];
    const ContactPage = lazyPage('contact-page', async () => translatedPage(catalogs, Contact));
    const flush = () => act(async () => undefined);

    ContactPage.preload();
    ContactPage.preload('en');
    await flush();
    expect([pageTranslations, formTranslations].flatMap((loaders) => [loaders.hi, loaders.mr]).some((loader) => loader.mock.calls.length > 0)).toBe(false);

    ContactPage.preload('mr');
    await flush();
    expect([pageTranslations.mr, formTranslations.mr].map((loader) => loader.mock.calls.length)).toEqual([1, 1]);
    expect(pageTranslations.hi).not.toHaveBeenCalled();
  });

  it('lets a failed fetch of translations go quietly, with no unhandled rejection', async () => {
    const hi = jest.fn().mockRejectedValueOnce(new Error('ERR_INTERNET_DISCONNECTED')).mockResolvedValue({ messages: {} });
    const ContactPage = lazyPage('contact-page', async () => translatedPage([defineCatalog({}, { hi, mr: hi })], Contact));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    ContactPage.preload('hi');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    process.off('unhandledRejection', unhandled);
    expect(hi).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('passes the language of the visit from the route table on, to a page that comes with the route tree too', async () => {
    const contactInHindi = jest.fn(async () => ({ messages: {} }));
    const homeInHindi = jest.fn(async () => ({ messages: {} }));
    const ContactPage = lazyPage('contact-page', async () => translatedPage([defineCatalog({}, { hi: contactInHindi, mr: contactInHindi })], Contact));
    const HomePage = translatedPage([defineCatalog({}, { hi: homeInHindi, mr: homeInHindi })], Home);
    const preloadPage = pagePreloader([
      ['/', <HomePage />],
      ['/contact', <ContactPage />],
    ]);
    preloadPage('/contact', 'hi');
    preloadPage('/', 'hi');
    await act(async () => undefined);
    expect([contactInHindi, homeInHindi].map((fetch) => fetch.mock.calls.length)).toEqual([1, 1]);
  });
});
