import { CODE_VALIDITY_MINUTES } from 'shared-contracts';
import type { Language } from 'shared-contracts/languages';
import type { MailMessage } from '../plugins/mail';
import type { CodePurpose } from '../db/schema';
import { GREETING, letter } from './letter';
import { mailTextsIn, type MailText } from './mail-language';

const TEXTS = {
  namedGreeting: /*i18n*/ { id: 'Hello {name},' },
  codeLine: /*i18n*/ { id: 'Your code is {code}' },
  validity: /*i18n*/ { id: 'It is valid for {minutes} minutes and can be used once.' },
  ignore: /*i18n*/ { id: 'If you did not ask for this, you can ignore this e-mail.' },
  signupSubject: /*i18n*/ { id: 'Your verification code' },
  signupIntro: /*i18n*/ { id: 'Welcome! To verify your e-mail address, enter this code:' },
  resetSubject: /*i18n*/ { id: 'Your password reset code' },
  resetIntro: /*i18n*/ { id: 'To choose a new password, enter this code:' },
} satisfies Record<string, MailText>;

/**
 * A code mail in the visitor's language. The code stands alone on its line ("Your code is 123456")
 * so people and tests can pick it out. A name appears only when it belongs to a verified account:
 * a sign-up's name is whatever a stranger typed, and must not let them write text into mail sent
 * from the charity's address.
 */
export function codeMail(purpose: CodePurpose, to: string, code: string, language: Language, verifiedName?: string): MailMessage {
  const text = mailTextsIn(language);
  const greeting = verifiedName ? text(TEXTS.namedGreeting, { name: verifiedName }) : text(GREETING);
  const [subject, intro] = purpose === 'signup' ? [TEXTS.signupSubject, TEXTS.signupIntro] : [TEXTS.resetSubject, TEXTS.resetIntro];
  const paragraphs = [
    text(intro),
    text(TEXTS.codeLine, { code }),
    text(TEXTS.validity, { minutes: CODE_VALIDITY_MINUTES }),
    text(TEXTS.ignore),
  ];
  return { to, subject: text(subject), text: letter(greeting, paragraphs) };
}
