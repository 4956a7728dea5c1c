import { setupI18n } from '@lingui/core';
import { AUTH_MESSAGES, contactRequestSchema, FIELD_LABELS, fillMessage, MESSAGES, type MessageKey } from 'shared-contracts';
import { loadCatalog, sharedUiCatalogs, translateMessage } from '../src/i18n';

const SAMPLE = { label: FIELD_LABELS.phoneNumber, max: 100, min: 8, length: 6, seconds: 42 };

describe("the contract's messages in the page's language", () => {
  it.each(Object.keys(MESSAGES) as MessageKey[])('%s has a translation whose English is the contract text', (key) => {
    // An instance with no catalog falls back to each message's English source.
    const untranslated = setupI18n({ locale: 'xx', messages: { xx: {} } });
    const text = fillMessage(MESSAGES[key], SAMPLE);
    expect(translateMessage(text, untranslated).toLowerCase()).toBe(text.toLowerCase());
  });

  it('shows English as the contract wrote it, and Marathi with the field name in Marathi', async () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(translateMessage('Name is required', english)).toBe('Name is required');

    const marathi = setupI18n({ locale: 'mr', messages: { mr: {} } });
    await Promise.all(sharedUiCatalogs.map((catalog) => loadCatalog(catalog, marathi)));
    const issue = contactRequestSchema.safeParse({ name: '', email: 'a@example.org', contact: '9876543210', message: 'x' }).error!.issues[0];
    const shown = translateMessage(issue.message, marathi);
    expect(shown).toMatch(/[\u0900-\u097F]/);
    expect(shown).toContain('नाव');
    expect(translateMessage(AUTH_MESSAGES.waitBeforeResend(30), marathi)).toMatch(/30/);
    expect(translateMessage('Some text of a page', marathi)).toBe('Some text of a page');
  });
});
