import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Language } from 'shared-contracts/languages';
import { activateLanguage, LanguageProvider } from '../src/i18n';
import { SiteLink, SiteNavLink } from '../src/SiteLink';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** A page at `address`, its router under the address's language prefix as the shell's is. */
function renderOn(address: string, language: Language, basename = '') {
  i18n.load(language, {});
  activateLanguage(i18n, language);
  return render(
    <MemoryRouter initialEntries={[address]} basename={basename || undefined}>
      <LanguageProvider i18n={i18n}>
        <SiteLink to="/contact">Contact</SiteLink>
        <SiteNavLink to="/about" end>
          About
        </SiteNavLink>
        <SiteLink to="/login">Login</SiteLink>
        <Location />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

afterEach(() => activateLanguage(i18n, 'en'));

describe('a link to a page of the site keeps the page language', () => {
  it('on a Marathi screen without language versions (/login), public pages are their Marathi addresses, loaded in full', async () => {
    renderOn('/login', 'mr');
    expect(link('Contact')).toHaveAttribute('href', '/mr/contact');
    expect(link('About')).toHaveAttribute('href', '/mr/about');
    // The router stays out of it: /mr/contact is outside its basename.
    await userEvent.click(link('Contact'));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    // A screen without language versions is still the router's.
    expect(link('Login')).toHaveAttribute('href', '/login');
  });

  it('under a language prefix, the router takes the links as before', async () => {
    renderOn('/mr/faqs', 'mr', '/mr');
    expect(link('Contact')).toHaveAttribute('href', '/mr/contact');
    await userEvent.click(link('Contact'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);
  });

  it('in English, every link is the router’s', async () => {
    renderOn('/login', 'en');
    expect(link('Contact')).toHaveAttribute('href', '/contact');
    await userEvent.click(link('About'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
    expect(link('About')).toHaveClass('active');
  });
});
