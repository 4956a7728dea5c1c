import { hasLanguageVersions } from '../src/routes';
import { pagesOwnedBy } from '../src/page-table';
import { languageCookie, languageOfPage, localisedPath, splitLanguagePrefix, underPrefixOf } from '../languages/languages.mjs';

describe('a page address and its language', () => {
  it('reads the language prefix, and only a whole path segment counts', () => {
    expect(splitLanguagePrefix('/mr/contact')).toEqual({ language: 'mr', path: '/contact', prefixed: true });
    expect(splitLanguagePrefix('/hi')).toEqual({ language: 'hi', path: '/', prefixed: true });
    expect(splitLanguagePrefix('/hi/')).toEqual({ language: 'hi', path: '/', prefixed: true });
    expect(splitLanguagePrefix('/history')).toEqual({ language: 'en', path: '/history', prefixed: false });
    expect(splitLanguagePrefix('/en/contact')).toEqual({ language: 'en', path: '/en/contact', prefixed: false });
  });

  it('writes a path in a language the way the router links to it', () => {
    expect(localisedPath('/contact', 'en')).toBe('/contact');
    expect(localisedPath('/about-us/our-team', 'mr')).toBe('/mr/about-us/our-team');
    expect(localisedPath('/', 'hi')).toBe('/hi');
    expect(localisedPath('/', 'en')).toBe('/');
  });

  it("puts a path under the language prefix of the address shown, and none where it has none", () => {
    expect(underPrefixOf('/hi/faqs', '/contact')).toBe('/hi/contact');
    expect(underPrefixOf('/mr', '/')).toBe('/mr');
    expect(underPrefixOf('/login', '/login')).toBe('/login');
    expect(underPrefixOf('/contact', '/contact')).toBe('/contact');
  });

  it("shows a prefixed page in its language, and the screens without language versions in the visitor's choice", () => {
    const options = (chosen?: string) => ({ chosen, hasLanguageVersions });
    expect(languageOfPage('/mr/contact', options('hi'))).toBe('mr');
    expect(languageOfPage('/contact', options('mr'))).toBe('en');
    expect(languageOfPage('/login', options('mr'))).toBe('mr');
    expect(languageOfPage('/dashboard/profile', options('hi'))).toBe('hi');
    expect(languageOfPage('/login', options('fr'))).toBe('en');
    expect(languageOfPage('/login', options())).toBe('en');
  });

  it('has every page a remote renders in every language, under its own key', () => {
    const auth = pagesOwnedBy('remote_auth');
    expect(auth.filter((page) => page.location === '/login').map(({ key, language, basename }) => ({ key, language, basename }))).toEqual([
      { key: '/login', language: 'en', basename: '' },
      { key: '/hi/login', language: 'hi', basename: '' },
      { key: '/mr/login', language: 'mr', basename: '' },
    ]);
    const pages = pagesOwnedBy('remote_public');
    expect(pages.find((page) => page.key === '/mr/contact')).toMatchObject({ location: '/mr/contact', basename: '/mr', language: 'mr' });
    expect(pages.find((page) => page.key === '/hi')).toMatchObject({ location: '/hi', basename: '/hi' });
    expect(new Set(pages.map((page) => page.key)).size).toBe(pages.length);
  });
});

describe('the cookie that remembers a language', () => {
  it('is spelt once for the server and the browser, for a year, and Secure only when asked (a page over HTTPS)', () => {
    expect(languageCookie('mr')).toBe('lang=mr; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('hi', { secure: true })).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
