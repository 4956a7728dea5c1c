import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { activateLanguage, LanguageProvider } from '../src/i18n';
import { FileField, TextField } from '../src/form/Field';

describe('a field with a hint', () => {
  it('reads label, hint, then control, and the control is described by its hint and its error', () => {
    i18n.load('en', {});
    activateLanguage(i18n, 'en');
    render(
      <LanguageProvider i18n={i18n}>
        <TextField label="Mobile number" hint="10-digit Indian mobile number" error="Mobile number is required" value="" onChange={() => undefined} />
      </LanguageProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    const hint = screen.getByText('10-digit Indian mobile number');
    // On a phone the keyboard and the browser's suggestions cover what is under a field being typed in.
    expect(hint.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input).toHaveAccessibleDescription('10-digit Indian mobile number Mobile number is required');
  });
});

describe('a file field', () => {
  const ui = (file: File | null = null) => (
    <LanguageProvider i18n={i18n}>
      <FileField label="Aadhaar copy" accept={['application/pdf']} file={file} onFileChange={() => undefined} />
    </LanguageProvider>
  );

  it("shows the browser's own picker in the server's HTML, as only it can show a file picked before the page is live, and the same input keeps that file once it is", async () => {
    i18n.load('en', {});
    activateLanguage(i18n, 'en');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui());
    expect(container.textContent).not.toContain('Choose file');
    const picked = container.querySelector('input[type="file"]')!;

    await act(async () => {
      hydrateRoot(container, ui());
    });
    expect(container.querySelector('input[type="file"]')).toBe(picked);
    expect(screen.getByLabelText('Aadhaar copy Choose file')).toBe(picked);
    expect(container.textContent).toContain('No file chosen');
    container.remove();
  });
});
