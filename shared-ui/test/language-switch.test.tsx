import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router-dom';
import { LANGUAGE_COOKIE, languageChoiceLink, type Language } from 'shared-contracts/languages';
import { activateLanguage, LanguageProvider } from '../src/i18n';
import { LanguageSwitch } from '../src/language/LanguageSwitch';

/** The switch on a page at `path` (the router's path, under the language prefix as the shell's is). */
function renderOn(path: string, language: Language) {
  i18n.load(language, {});
  activateLanguage(i18n, language);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider i18n={i18n}>
        <LanguageSwitch />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

const switchNav = () => screen.getByRole('navigation', { name: 'Language' });

afterEach(() => {
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  activateLanguage(i18n, 'en');
});

describe('the language switch', () => {
  it('marks the page language as current and links the others to the same page in theirs, through the server that remembers the choice', () => {
    renderOn('/contact', 'en');
    expect(within(switchNav()).getByText('English')).toHaveAttribute('aria-current', 'true');
    expect(within(switchNav()).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', languageChoiceLink('hi', '/hi/contact'));
    expect(within(switchNav()).getByRole('link', { name: 'मराठी' })).toHaveAttribute('href', languageChoiceLink('mr', '/mr/contact'));
  });

  it('keeps the address of a screen without language versions (the dashboard, the auth screens)', () => {
    renderOn('/dashboard/profile', 'mr');
    expect(within(switchNav()).getByText('मराठी')).toHaveAttribute('aria-current', 'true');
    expect(within(switchNav()).getByRole('link', { name: 'English' })).toHaveAttribute('href', languageChoiceLink('en', '/dashboard/profile'));
    expect(within(switchNav()).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', languageChoiceLink('hi', '/dashboard/profile'));
  });

  it('remembers a choice made once the page is live in the cookie the server and the API read', async () => {
    // jsdom reports the page load that follows (location.assign) as not implemented.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOn('/dashboard', 'en');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBeUndefined();
    await userEvent.click(within(switchNav()).getByRole('link', { name: 'मराठी' }));
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('mr');
    consoleError.mockRestore();
  });
});
