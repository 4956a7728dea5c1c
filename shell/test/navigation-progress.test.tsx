import { lazy, Suspense, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router-dom';
import { i18n } from '@lingui/core';
import { activateLanguage, LanguageProvider, loadCatalog } from 'shared-ui/i18n';
import { NavigationRouter } from '../src/navigation/NavigationRouter';
import { NavigationProgress } from '../src/navigation/NavigationProgress';
import { SLOW_PAGE_AFTER_MS, SlowNavigationNote } from '../src/navigation/SlowNavigationNote';
import { FailureBoundary } from '../src/layout/FailureBoundary';
import { frameCatalog } from '../src/locales/frame-catalog';

/** A page whose code arrives (or fails) when the test says so, as on a slow line. */
function slowPage(heading: string) {
  type PageModule = { default: () => ReactElement };
  let resolvePage: (page: PageModule) => void = () => undefined;
  let rejectPage: (error: Error) => void = () => undefined;
  const Page = lazy(
    () =>
      new Promise<PageModule>((resolve, reject) => {
        resolvePage = resolve;
        rejectPage = reject;
      }),
  );
  return {
    Page,
    arrive: () => resolvePage({ default: () => <h1>{heading}</h1> }),
    fail: () => rejectPage(new Error('ChunkLoadError: the page did not arrive')),
  };
}

/** The failure boundary as the shell places it around a remote: tried again once the visitor goes elsewhere. */
function BoundaryResetOnAddress({ onReset, children }: { onReset: () => void; children: ReactElement }) {
  const { pathname } = useLocation();
  return (
    <FailureBoundary part="test" resetOn={pathname} onReset={onReset} fallback={<p>The page could not be loaded</p>}>
      {children}
    </FailureBoundary>
  );
}

async function renderSite(language: 'en' | 'mr' = 'en', onReset?: () => void) {
  activateLanguage(i18n, language);
  await loadCatalog(frameCatalog);
  const faqs = slowPage('Frequently asked questions');
  const about = slowPage('About us');
  const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
  await act(async () => {
    render(
      <NavigationRouter history={history}>
        <LanguageProvider i18n={i18n}>
          <NavigationProgress />
          <SlowNavigationNote />
          <BoundaryResetOnAddress onReset={onReset ?? (() => undefined)}>
            <Suspense fallback={<p>Loading...</p>}>
              <Routes>
                <Route
                  path="/"
                  element={
                    <>
                      <h1>Home</h1>
                      <Link to="/faqs">FAQs</Link>
                    </>
                  }
                />
                <Route path="/faqs" element={<faqs.Page />} />
                <Route path="/about" element={<about.Page />} />
              </Routes>
            </Suspense>
          </BoundaryResetOnAddress>
        </LanguageProvider>
      </NavigationRouter>,
    );
  });
  return { history, faqs };
}

const tapFaqs = () => act(() => userEvent.click(screen.getByRole('link', { name: 'FAQs' })));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('a page on its way after a tap', () => {
  it('keeps the old page under a progress bar until the new page has arrived', async () => {
    const { history, faqs } = await renderSite();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await tapFaqs();
    expect(history.location.pathname).toBe('/faqs');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();

    await act(async () => faqs.arrive());
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('takes a second tap on the same link, while its page is on its way, as the same step', async () => {
    const { history, faqs } = await renderSite();
    await tapFaqs();
    await tapFaqs();
    expect(history.index).toBe(1);

    await act(async () => faqs.arrive());
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    await act(async () => history.go(-1));
    expect(history.location.pathname).toBe('/');
  });

  it('names the bar in the language of the page', async () => {
    await renderSite('mr');
    await tapFaqs();
    expect(screen.getByRole('progressbar', { name: 'पान लोड होत आहे' })).toBeInTheDocument();
  });

  it('takes the bar away when the page cannot arrive, for the failure the page shows', async () => {
    const { faqs } = await renderSite();
    await tapFaqs();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    await act(async () => faqs.fail());
    expect(await screen.findByText('The page could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the failure of the page a tap led to on screen, and tries again only once the visitor goes elsewhere', async () => {
    const onReset = jest.fn();
    const { history, faqs } = await renderSite('en', onReset);
    await tapFaqs();
    await act(async () => faqs.fail());
    expect(await screen.findByText('The page could not be loaded')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByText('The page could not be loaded')).toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();

    await act(async () => history.push('/'));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows no bar going back and forth between pages already there', async () => {
    const { history, faqs } = await renderSite();
    await tapFaqs();
    await act(async () => faqs.arrive());
    await screen.findByRole('heading', { name: 'Frequently asked questions' });

    await act(async () => history.go(-1));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await tapFaqs();
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('a page that is slow to arrive', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tapFaqsNow = () => act(() => screen.getByRole('link', { name: 'FAQs' }).click());
  const waitMs = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('is offered, ten seconds after the tap, as a page loaded whole; the offer goes when the page arrives', async () => {
    const { faqs } = await renderSite();
    tapFaqsNow();
    waitMs(SLOW_PAGE_AFTER_MS - 1);
    expect(screen.queryByRole('link', { name: 'Load it again' })).toBeNull();

    waitMs(1);
    expect(screen.getByRole('status')).toHaveTextContent('The page you opened is taking a long time to load. Load it again');
    expect(screen.getByRole('link', { name: 'Load it again' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await act(async () => faqs.arrive());
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load it again' })).toBeNull();
  });

  it('is not offered for a page that arrived in time, nor when going Back to a page already there', async () => {
    const { history, faqs } = await renderSite();
    tapFaqsNow();
    waitMs(SLOW_PAGE_AFTER_MS / 2);
    await act(async () => faqs.arrive());
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    waitMs(SLOW_PAGE_AFTER_MS);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await act(async () => history.go(-1));
    waitMs(SLOW_PAGE_AFTER_MS);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('counts its ten seconds from the last link tapped while a page was on its way', async () => {
    const { history } = await renderSite();
    tapFaqsNow();
    waitMs(SLOW_PAGE_AFTER_MS - 1000);
    act(() => history.push('/about'));
    waitMs(SLOW_PAGE_AFTER_MS - 1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    waitMs(1);
    expect(screen.getByRole('link', { name: 'Load it again' })).toHaveAttribute('href', '/about');
  });

  it("speaks the page's language", async () => {
    await renderSite('mr');
    tapFaqsNow();
    waitMs(SLOW_PAGE_AFTER_MS);
    expect(screen.getByRole('status')).toHaveTextContent('तुम्ही उघडलेले पान लोड होण्यास वेळ लागत आहे.');
    expect(screen.getByRole('link', { name: 'पुन्हा लोड करा' })).toHaveAttribute('href', '/faqs');
  });
});
