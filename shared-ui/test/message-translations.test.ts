import { setupI18n } from '@lingui/core';
import { AUTH_MESSAGES, contactRequestSchema, FIELD_LABELS, fillMessage, MESSAGES, REFUSAL_MESSAGES, waitText, type MessageKey } from 'shared-contracts';
import { contractCatalog, loadCatalog, translateMessage } from '../src/i18n';
import { translateContractText } from '../src/i18n/contract-translations';

const SAMPLE = { label: FIELD_LABELS.phoneNumber, max: 100, min: 8, length: 6, seconds: 42, wait: waitText(5) };
const DEVANAGARI = /[\u0900-\u097F]/;

describe("the contract's messages in the page's language", () => {
  it.each(Object.keys(MESSAGES) as MessageKey[])('%s has a translation whose English is the contract text', (key) => {
    // An instance with no catalog falls back to each message's English source.
    const untranslated = setupI18n({ locale: 'xx', messages: { xx: {} } });
    const text = fillMessage(MESSAGES[key], SAMPLE);
    expect(translateContractText(text, untranslated).toLowerCase()).toBe(text.toLowerCase());
  });

  it('shows English as the contract wrote it, and Marathi with the field name in Marathi', async () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(translateMessage('Name is required', english)).toBe('Name is required');

    const marathi = setupI18n({ locale: 'mr', messages: { mr: {} } });
    await loadCatalog(contractCatalog, marathi);
    const issue = contactRequestSchema.safeParse({ name: '', email: 'a@example.org', contact: '9876543210', message: 'x' }).error!.issues[0];
    const shown = translateMessage(issue.message, marathi);
    expect(shown).toMatch(/[\u0900-\u097F]/);
    expect(shown).toContain('नाव');
    expect(translateMessage(AUTH_MESSAGES.waitBeforeResend(30), marathi)).toMatch(/30/);
    expect(translateMessage('Some text of a page', marathi)).toBe('Some text of a page');
  });

  it.each(['hi', 'mr'])("says every message of the contract, the API's refusals too, in Devanagari (%s)", async (language) => {
    const page = setupI18n({ locale: language, messages: { [language]: {} } });
    await loadCatalog(contractCatalog, page);
    const notTranslated = (Object.keys(MESSAGES) as MessageKey[]).filter((key) => !DEVANAGARI.test(translateMessage(fillMessage(MESSAGES[key], SAMPLE), page)));
    expect(notTranslated).toEqual([]);
  });

  it('in Hindi, puts no postposition after a field name it cannot inflect (पूरा नाम, पता)', async () => {
    const hindi = setupI18n({ locale: 'hi', messages: { hi: {} } });
    await loadCatalog(contractCatalog, hindi);
    expect(translateMessage(fillMessage(MESSAGES.tooLong, { label: FIELD_LABELS.fullName, max: 100 }), hindi)).toBe('पूरा नाम: इसमें अधिकतम 100 अक्षर हो सकते हैं');
    expect(translateMessage(fillMessage(MESSAGES.disallowedCharacters, { label: FIELD_LABELS.address }), hindi)).toBe('पता: इसमें ऐसे अक्षर हैं जिनकी अनुमति नहीं है');
  });

  it("says a rate limit's wait in the language, one minute or several", async () => {
    const marathi = setupI18n({ locale: 'mr', messages: { mr: {} } });
    await loadCatalog(contractCatalog, marathi);
    const waiting = (minutes: number) => translateMessage(fillMessage(REFUSAL_MESSAGES.tooManyAttempts, { wait: waitText(minutes) }), marathi);
    expect(waiting(1)).toContain('1 मिनिटाने');
    expect(waiting(5)).toContain('5 मिनिटांनी');
    expect(waiting(5)).not.toMatch(/minute/);
  });
});
