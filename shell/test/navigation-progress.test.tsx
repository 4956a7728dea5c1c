import { lazy, Suspense, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { i18n } from '@lingui/core';
import { activateLanguage, LanguageProvider, loadCatalog } from 'shared-ui/i18n';
import { frameCatalog } from '../src/locales/frame-catalog';
import { NavigationRouter } from '../src/navigation/NavigationRouter';
import { NavigationProgress } from '../src/navigation/NavigationProgress';

/** A page whose code arrives when the test says so, as on a slow line. */
function slowPage() {
  let arrive: () => void = () => undefined;
  const Page = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Frequently asked questions</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

async function renderSite(language: 'en' | 'mr' = 'en') {
  activateLanguage(i18n, language);
  await loadCatalog(frameCatalog);
  const slow = slowPage();
  const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
  await act(async () => {
    render(
      <NavigationRouter history={history}>
        <LanguageProvider i18n={i18n}>
          <NavigationProgress />
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
              <Route path="/faqs" element={<slow.Page />} />
            </Routes>
          </Suspense>
        </LanguageProvider>
      </NavigationRouter>,
    );
  });
  return { history, arrive: slow.arrive };
}

describe('a page on its way after a tap', () => {
  it('keeps the old page under a progress bar until the new page has arrived', async () => {
    const { history, arrive } = await renderSite();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(() => userEvent.click(screen.getByRole('link', { name: 'FAQs' })));
    expect(history.location.pathname).toBe('/faqs');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('names the bar in the language of the page', async () => {
    await renderSite('mr');
    await act(() => userEvent.click(screen.getByRole('link', { name: 'FAQs' })));
    expect(screen.getByRole('progressbar', { name: 'पान लोड होत आहे' })).toBeInTheDocument();
  });

  it('follows Back to a page already shown without a bar', async () => {
    const { history, arrive } = await renderSite();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'FAQs' })));
    await act(async () => arrive());
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    await act(async () => history.go(-1));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
