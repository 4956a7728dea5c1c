import { screen } from '@testing-library/react';
import { AUTH_ROUTES } from 'shared-contracts';
import { i18n, setupI18n } from '@lingui/core';
import type { Language } from 'shared-contracts/languages';
import { FIELD_ERROR_ATTRIBUTE } from 'shared-ui';
import { contractCatalog, loadCatalog, sharedUiCatalog } from 'shared-ui/i18n';
import { AUTH_PAGE_HEADS, authPageHead } from '../src/lib/page-heads';
import { authCatalog } from '../src/locales/auth-catalog';
import { createMockApi } from 'standalone-host/testing';
import { httpError, renderAuth } from './helpers';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The page in a language with the remote's catalogs loaded, as the shell's page has them before the remote shows. */
async function openIn(language: Language) {
  i18n.load(language, {});
  i18n.activate(language);
  await Promise.all([authCatalog, sharedUiCatalog, contractCatalog].map((catalog) => loadCatalog(catalog)));
}

describe('the auth screens in Hindi and Marathi', () => {
  it('show the login screen in Marathi and check its fields in Marathi', async () => {
    await openIn('mr');
    const { user, api } = renderAuth(AUTH_ROUTES.login.path, { language: 'mr' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(DEVANAGARI);
    await user.click(screen.getByRole('button', { name: heading.textContent! }));
    const errors = [...document.querySelectorAll(`[${FIELD_ERROR_ATTRIBUTE}]`)].map((error) => error.textContent);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error).toMatch(DEVANAGARI);
      expect(error).not.toMatch(/required/i);
    }
    expect(api.post).not.toHaveBeenCalled();
  });

  it("show the API's English answer in Hindi", async () => {
    const api = { ...createMockApi(), post: jest.fn().mockRejectedValue(httpError(401, { message: 'Invalid email or password' })) };
    await openIn('hi');
    const { user, host } = renderAuth(AUTH_ROUTES.login.path, { language: 'hi', api });
    await screen.findByRole('heading', { level: 1 });
    const [email, password] = screen.getAllByRole('textbox').concat(document.querySelector<HTMLInputElement>('input[type="password"]')!);
    await user.type(email, 'someone@example.org');
    await user.type(password, 'a-password');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1 });
    expect(host.toast.error).toHaveBeenCalledWith(expect.stringMatching(DEVANAGARI));
  });

  it('word their titles in English as the routes do, and in each language for the HTML', () => {
    const untranslated = setupI18n({ locale: 'xx', messages: { xx: {} } });
    for (const [screenName, head] of Object.entries(AUTH_PAGE_HEADS)) {
      const route = AUTH_ROUTES[screenName as keyof typeof AUTH_ROUTES];
      expect([untranslated._(head.title), untranslated._(head.description)]).toEqual([route.title, route.description]);
    }
    expect(authPageHead('/login', untranslated)?.title).toBe('Login | Gondia Gramin Vikas Foundation');
    expect(authPageHead('/contact', untranslated)).toBeUndefined();
  });
});
