import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { activateLanguage, LanguageProvider } from '../src/i18n';
import { TextField } from '../src/form/Field';

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
