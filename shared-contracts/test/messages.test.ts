import { AUTH_MESSAGES } from '../src/auth-messages';
import { fillMessage } from '../src/messages';
import { minutesOfWait, REFUSAL_MESSAGES, waitText } from '../src/api-answers';
import { MESSAGES, readMessage, type MessageKey } from '../src/message-reader';
import { callBackRequestSchema, contactRequestSchema, registerRequestSchema } from '../src';

const SAMPLE_VALUES: Record<string, string> = { label: 'Phone number', max: '100', min: '8', length: '6', seconds: '42', wait: '5 minutes' };
const valuesOf = (template: string) => Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, SAMPLE_VALUES[name]]));

describe('messages the schemas and the API give a visitor', () => {
  it.each(Object.keys(MESSAGES) as MessageKey[])('read back %s into its key and values', (key) => {
    const values = valuesOf(MESSAGES[key]);
    expect(readMessage(fillMessage(MESSAGES[key], values))).toEqual({ key, params: values });
  });

  it('read the texts the API sends, and no other text', () => {
    expect(readMessage(AUTH_MESSAGES.waitBeforeResend(37))).toEqual({ key: 'waitBeforeResend', params: { seconds: '37' } });
    expect(readMessage(AUTH_MESSAGES.wrongCode)).toEqual({ key: 'wrongCode', params: {} });
    // A fixed text wins over a template it also fits.
    expect(readMessage('Email is required')).toEqual({ key: 'emailRequired', params: {} });
    expect(readMessage('Thank you for writing to us')).toBeNull();
  });

  it("say a rate limit's wait in minutes, one or several, and read the number back", () => {
    expect(fillMessage(REFUSAL_MESSAGES.tooManyAttempts, { wait: waitText(1) })).toBe('Too many attempts. Please try again in 1 minute.');
    const several = fillMessage(REFUSAL_MESSAGES.tooManySubmissions, { wait: waitText(15) });
    expect(several).toBe('Too many submissions. Please try again in 15 minutes.');
    expect(minutesOfWait(readMessage(several)!.params.wait)).toBe(15);
    expect(minutesOfWait('soon')).toBeNull();
  });

  it('are what the schemas answer with, in English as before', () => {
    const contact = contactRequestSchema.safeParse({ name: '', email: 'x', contact: '123', message: 'Hi' });
    expect(contact.success).toBe(false);
    const texts = contact.error!.issues.map((issue) => issue.message);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Enter a valid email address',
        'Enter a 10-digit Indian contact number, or a number from abroad starting with + and its country code',
      ]),
    );
    expect(texts.map((text) => readMessage(text)?.key)).toEqual(expect.arrayContaining(['required', 'emailInvalid', 'phoneInvalid']));
    const callBack = callBackRequestSchema.safeParse({ name: 'A', phone: '123', village: 'Tirora', topic: 'A programme' });
    expect(callBack.error!.issues.map((issue) => issue.message)).toEqual(['Enter a valid 10-digit Indian phone number']);
    const register = registerRequestSchema.safeParse({ name: 'A', mobile: '9876543210', email: 'a@example.org', password: 'short' });
    expect(register.error!.issues[0].message).toBe('Password must be at least 8 characters');
    const empty = registerRequestSchema.safeParse({ name: 'A', mobile: '9876543210', email: 'a@example.org', password: '' });
    expect(empty.error!.issues[0].message).toBe('Password is required');
  });
});
