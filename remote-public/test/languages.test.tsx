import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n, setupI18n } from '@lingui/core';
import { CONFIRMATION_MESSAGES, PUBLIC_ROUTES } from 'shared-contracts';
import { FIELD_ERROR_ATTRIBUTE } from 'shared-ui';
import { loadCatalog } from 'shared-ui/i18n';
import { renderWithHost } from 'standalone-host/testing';
import PublicApp, { APP_CATALOGS } from '../src/App';
import { ImpactStrip } from '../src/components/ImpactStrip';
import { commonCatalog, pageHeadsCatalog } from '../src/locales/catalogs';
import { PUBLIC_PAGE_HEADS, publicPageHead } from '../src/pages/page-heads';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The public app at a path, in Marathi, with the catalogs the frame would have loaded. */
async function renderInMarathi(path: string) {
  i18n.load('mr', {});
  i18n.activate('mr');
  await Promise.all(APP_CATALOGS.map((catalog) => loadCatalog(catalog)));
  let rendered: ReturnType<typeof renderWithHost> | undefined;
  await act(async () => {
    rendered = renderWithHost(<PublicApp />, { route: path, language: 'mr' });
  });
  return rendered!;
}

describe('public pages in Hindi and Marathi', () => {
  it('word their titles in English exactly as the routes do', () => {
    const untranslated = setupI18n({ locale: 'xx', messages: { xx: {} } });
    for (const [page, head] of Object.entries(PUBLIC_PAGE_HEADS)) {
      const route = PUBLIC_ROUTES[page as keyof typeof PUBLIC_ROUTES];
      expect([untranslated._(head.title), untranslated._(head.description)]).toEqual([route.title, route.description]);
    }
  });

  it("give the HTML rendered at build each language's title, and English the routes' own", async () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(publicPageHead('/contact', english)).toEqual({ title: 'Contact Us | Gondia Gramin Vikas Foundation', description: PUBLIC_ROUTES.contact.description });
    expect(publicPageHead('/no-such-page', english).title).toBe('Page not found | Gondia Gramin Vikas Foundation');
    const marathi = setupI18n({ locale: 'mr', messages: { mr: {} } });
    await loadCatalog(pageHeadsCatalog, marathi);
    expect(publicPageHead('/contact', marathi).title).toMatch(/^[^|]*[\u0900-\u097F][^|]* \| Gondia Gramin Vikas Foundation$/);
    expect(publicPageHead('/', marathi).title).toMatch(/^Gondia Gramin Vikas Foundation \| .*[\u0900-\u097F]/);
  });

  it('show the contact page in Marathi, with its form, and check a missing name in Marathi', async () => {
    await renderInMarathi(PUBLIC_ROUTES.contact.path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(DEVANAGARI);
    const form = document.querySelector('form')!;
    await act(async () => {
      form.requestSubmit();
    });
    const errors = [...form.querySelectorAll(`[${FIELD_ERROR_ATTRIBUTE}]`)].map((error) => error.textContent);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(DEVANAGARI);
    expect(errors.join(' ')).not.toMatch(/is required/);
  });

  it("thank in Marathi for a form sent from a Marathi page (the API answers the contract's English)", async () => {
    const { api } = await renderInMarathi(PUBLIC_ROUTES.soilWaterTesting.path);
    api.post.mockResolvedValue({ status: 201, data: { message: CONFIRMATION_MESSAGES.callBackReceived } });
    const form = (await screen.findAllByRole('form'))[0];
    const [name, phone, village] = form.querySelectorAll('input:not([name="website"])');
    for (const [input, value] of [[name, 'सुनीता'], [phone, '9823012345'], [village, 'तिरोडा']] as const) {
      fireEvent.change(input, { target: { value } });
    }
    await act(async () => {
      (form as HTMLFormElement).requestSubmit();
    });
    const thanks = await within(form as HTMLElement).findByRole('status');
    expect(thanks.textContent).toMatch(DEVANAGARI);
    expect(thanks.textContent).not.toContain(CONFIRMATION_MESSAGES.callBackReceived);
  });

  it("offer the tailor-machine form's document in Marathi: the button to choose it, then the chosen file's name", async () => {
    await renderInMarathi(PUBLIC_ROUTES.freeService.path);
    const picker = (await screen.findByText('फाइल निवडा')).parentElement!;
    expect(within(picker).getByText('कोणतीही फाइल निवडलेली नाही')).toBeInTheDocument();
    const input = picker.querySelector<HTMLInputElement>('input[type="file"]')!;
    // Screen readers meet the browser's own control, named by the field's label and the button's words (voice control says them).
    const label = input.labels![0].textContent!.replace(' *', '');
    expect(label).toMatch(DEVANAGARI);
    expect(input).toHaveAccessibleName(`${label} फाइल निवडा`);
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'aadhaar-kavita.pdf', { type: 'application/pdf' })] } });
    });
    expect(within(picker).getByText('aadhaar-kavita.pdf')).toBeInTheDocument();
    expect(within(picker).queryByText('कोणतीही फाइल निवडलेली नाही')).not.toBeInTheDocument();
  });

  it('write the impact figures in lakh in Marathi, as readers count, and keep the spec\'s in English', async () => {
    i18n.load('mr', {});
    i18n.activate('mr');
    await loadCatalog(commonCatalog);
    const { unmount } = renderWithHost(<ImpactStrip />, { language: 'mr' });
    expect(screen.getByText('58 लाख+')).toBeInTheDocument();
    expect(screen.getByText('46 लाख+')).toBeInTheDocument();
    expect(screen.queryByText(/M\+$/)).not.toBeInTheDocument();
    unmount();
    i18n.activate('en');
    renderWithHost(<ImpactStrip />);
    expect(screen.getByText('5.8M+')).toBeInTheDocument();
  });
});
