import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { renderWithHost, WITH_A_REQUEST_KEY } from 'standalone-host/testing';
import { STANDALONE_CONFIG } from 'standalone-host';
import { Layout } from '../src/layout/Layout';
import { setHeaderLabel } from 'host-services';
import { i18n } from '@lingui/core';
import { PINNED_BAR_ATTRIBUTE } from 'shared-ui';
import { loadCatalog } from 'shared-ui/i18n';
import { frameCatalog } from '../src/locales/frame-catalog';

const scrollTo = window.scrollTo as jest.Mock;

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  scrollTo.mockClear();
  localStorage.clear();
  setScrollY(0);
});

describe('site frame', () => {
  it('shows top bar, header and footer with its eight links on public paths', () => {
    renderWithHost(<Layout><main>page</main></Layout>, { route: '/about' });
    expect(screen.getByRole('link', { name: 'Staff login' })).toHaveAttribute('href', '/login');
    // Pinned at the top: toasts show below it (toast-placement.ts).
    expect(screen.getByRole('banner')).toHaveAttribute(PINNED_BAR_ATTRIBUTE);
    const footerLinks = screen.getByRole('navigation', { name: 'Quick links' }).querySelectorAll('a');
    expect([...footerLinks].map((a) => a.getAttribute('href'))).toEqual([
      '/about',
      '/contact',
      '/event',
      '/terms-conditions',
      '/privacy-policy',
      '/cookies',
      '/helps',
      '/faqs',
    ]);
    expect(screen.getByText(/Gondia, Maharashtra/)).toBeInTheDocument();
  });

  it('shows no character beyond the Basic Multilingual Plane, which an older phone may draw as a box', () => {
    renderWithHost(<Layout><main>page</main></Layout>, { route: '/about' });
    const astral = [...document.body.textContent!].filter((character) => character.codePointAt(0)! > 0xffff);
    expect(astral).toEqual([]);
  });

  it('links to WhatsApp in the top bar only when a number is configured', () => {
    const { unmount } = renderWithHost(<Layout><main>page</main></Layout>, { route: '/about' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    unmount();
    renderWithHost(<Layout><main>page</main></Layout>, {
      route: '/about',
      overrides: { config: { ...STANDALONE_CONFIG, whatsapp: '919876543210' } },
    });
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it.each(['/dashboard', '/dashboard/profile'])('hides header, footer and back-to-top on %s', (path) => {
    renderWithHost(<Layout><main>dash</main></Layout>, { route: path });
    setScrollY(500);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    expect(screen.getByText('dash')).toBeInTheDocument();
  });
});

describe('back to top', () => {
  it('appears only after scrolling more than 200 px and scrolls smoothly to the top', async () => {
    renderWithHost(<Layout><main>page</main></Layout>);
    setScrollY(200);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    setScrollY(201);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('steps aside while a field is typed in, and comes back when the focus leaves it', () => {
    renderWithHost(
      <Layout>
        <main>
          <input aria-label="Name" />
          <input type="checkbox" aria-label="Agree" />
          <input type="date" aria-label="Date of birth" />
        </main>
      </Layout>,
    );
    setScrollY(500);
    act(() => screen.getByRole('textbox', { name: 'Name' }).focus());
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => screen.getByRole('checkbox', { name: 'Agree' }).focus());
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    // A date opens the phone's picker, not its keyboard.
    act(() => screen.getByLabelText('Date of birth').focus());
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });
});

describe('focus on navigation', () => {
  /** Replaces the page's heading element, as a remote arriving after the navigation does. */
  let replaceHeading: () => void = () => undefined;

  /** Each page its own heading element, as the remotes' pages have. */
  function PageAt() {
    const { pathname } = useLocation();
    const [version, setVersion] = useState(0);
    replaceHeading = () => setVersion((current) => current + 1);
    return (
      <main>
        {pathname === '/faqs' ? <h1 key={`faqs-${version}`}>FAQs</h1> : <h1 key="home">Home</h1>}
        <Link to="/faqs">go</Link>
        <input aria-label="Search" />
      </main>
    );
  }

  it("moves to the new page's heading after a link is followed, but not on arrival", async () => {
    const user = userEvent.setup();
    renderWithHost(<Layout><PageAt /></Layout>, { route: '/' });
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'go' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    // The heading is replaced (the new page's remote arrived): the new one takes the focus.
    const first = screen.getByRole('heading', { level: 1 });
    act(() => replaceHeading());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).not.toBe(first);
  });

  it('leaves the focus where the visitor put it on the new page, even when the heading is replaced after', async () => {
    const user = userEvent.setup();
    renderWithHost(<Layout><PageAt /></Layout>, { route: '/' });
    await user.click(screen.getByRole('link', { name: 'go' }));
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    act(() => replaceHeading());
    // The observer's callback comes in a microtask after the change.
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});

describe('scroll to top on navigation', () => {
  it('scrolls smoothly to the top on every path change', async () => {
    const user = userEvent.setup();
    renderWithHost(
      <Layout>
        <main>
          <Link to="/faqs">go</Link>
        </main>
      </Layout>,
      { route: '/' },
    );
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'go' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/faqs');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  describe('with a link to the donation panel', () => {
    // jsdom lays nothing out and has no scrollIntoView of its own: a stand-in for these tests only.
    const scrollIntoView = jest.fn();
    beforeEach(() => {
      scrollIntoView.mockClear();
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    afterEach(() => delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView);

    /** A page at `route` with links to the panel's anchor and to another amount, and the panel. */
    function renderPageWithPanel(route: string) {
      renderWithHost(
        <Layout>
          <main>
            <Link to="/about-us/why-donate-us?amount=5000#donate">give</Link>
            <Link to="/about-us/why-donate-us?amount=2500">other amount</Link>
            <section id="donate">panel</section>
          </main>
        </Layout>,
        { route },
      );
      scrollTo.mockClear();
      return userEvent.setup();
    }

    it("brings a link's #anchor on the new page into view instead, like a page load does", async () => {
      const user = renderPageWithPanel('/our-program/education-awerness');
      await user.click(screen.getByRole('link', { name: 'give' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('donate'));
      expect(scrollTo).not.toHaveBeenCalled();
    });

    it('brings the anchor into view again when its link is followed a second time, but leaves the page where it is for a new query', async () => {
      const user = renderPageWithPanel('/about-us/why-donate-us?amount=5000#donate');
      await user.click(screen.getByRole('link', { name: 'give' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('link', { name: 'other amount' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  it('leaves the page where it is on arrival: at its #anchor, or where the visitor scrolled while it loaded', () => {
    scrollTo.mockClear();
    renderWithHost(<Layout><main>page</main></Layout>, { route: '/faqs' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('header role label', () => {
  it("shows 'LOGOUT ADMIN', which logs out through the host (the dashboard's Logout does too) and goes to /", async () => {
    const user = userEvent.setup();
    setHeaderLabel('admin');
    const { host } = renderWithHost(<Layout><main>page</main></Layout>, { route: '/contact' });
    await user.click(screen.getByRole('button', { name: 'LOGOUT ADMIN' }));
    expect(host.logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("shows 'LOGOUT USER' when only the user key is stored, and nothing without keys", () => {
    const { unmount } = renderWithHost(<Layout><main>page</main></Layout>);
    expect(screen.queryByRole('button', { name: /LOGOUT/ })).not.toBeInTheDocument();
    unmount();
    localStorage.setItem('user', 'true');
    renderWithHost(<Layout><main>page</main></Layout>);
    expect(screen.getByRole('button', { name: 'LOGOUT USER' })).toBeInTheDocument();
  });

  it('names the role in the language of the page', async () => {
    i18n.activate('mr');
    await loadCatalog(frameCatalog);
    setHeaderLabel('admin');
    const { unmount } = renderWithHost(<Layout><main>page</main></Layout>, { route: '/contact', language: 'mr' });
    expect(screen.getByRole('button', { name: 'लॉगआउट (ॲडमिन)' })).toBeInTheDocument();
    unmount();
    setHeaderLabel('user');
    renderWithHost(<Layout><main>page</main></Layout>, { route: '/contact', language: 'mr' });
    expect(screen.getByRole('button', { name: 'लॉगआउट (वापरकर्ता)' })).toBeInTheDocument();
    i18n.activate('en');
  });
});

describe('newsletter', () => {
  it('requires an e-mail and posts it to the backend', async () => {
    const user = userEvent.setup();
    const { api } = renderWithHost(<Layout><main>page</main></Layout>);
    api.post.mockResolvedValue({ data: { message: 'Thank you for subscribing!' } });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Subscribe to our newsletter/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Subscribe to our newsletter/), 'Reader@Example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(api.post).toHaveBeenCalledWith('/forms/newsletter', { email: 'reader@example.org' }, WITH_A_REQUEST_KEY);
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
  });
});
