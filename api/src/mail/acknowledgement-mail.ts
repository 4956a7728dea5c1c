import { SITE_NAME, type AdminSubmissionKind } from 'shared-contracts';
import { INTL_LOCALES, type Language } from 'shared-contracts/languages';
import type { MailMessage } from '../plugins/mail';
import { GREETING, letter, NO_FEES } from './letter';
import { mailTextsIn, type MailText } from './mail-language';

/**
 * The forms thanked by mail: every one that asks for an e-mail address (the call back is for
 * people without one), but the newsletter, whose mail asks to confirm (newsletter-confirmation-mail.ts).
 */
export type AcknowledgedKind = Exclude<AdminSubmissionKind, 'call-back' | 'newsletter'>;

export function isAcknowledged(kind: AdminSubmissionKind): kind is AcknowledgedKind {
  return kind !== 'call-back' && kind !== 'newsletter';
}

const SUBJECTS: Record<AcknowledgedKind, MailText> = {
  contact: /*i18n*/ { id: 'We have received your message' },
  volunteer: /*i18n*/ { id: 'Thank you for offering to volunteer' },
  'hero-member': /*i18n*/ { id: 'Thank you for joining as a Hero Member' },
  birthday: /*i18n*/ { id: 'We have received your birthday dedication' },
  partner: /*i18n*/ { id: 'We have received your partnership enquiry' },
  'program-application': /*i18n*/ { id: 'We have received your programme application' },
  'tailor-machine': /*i18n*/ { id: 'We have received your application for a tailoring machine' },
};

const TEXTS = {
  received: /*i18n*/ { id: 'Thank you for writing to {organisation}. This e-mail confirms that your form reached us on {date}.' },
  nextStep: /*i18n*/ { id: 'Our team reads every form and will get back to you soon. You do not need to reply to this e-mail.' },
  notYou: /*i18n*/ { id: 'If you did not fill in a form on our website, you can ignore this e-mail.' },
} satisfies Record<string, MailText>;

/**
 * The thank-you mailed to a visitor who left an e-mail address, in the language of the page they
 * used. It repeats nothing they typed: a stranger's form must not write text into mail sent from
 * the charity's address.
 */
export function acknowledgementMail(kind: AcknowledgedKind, to: string, language: Language, receivedAt: number): MailMessage {
  const text = mailTextsIn(language);
  const date = new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(receivedAt);
  const paragraphs = [
    text(TEXTS.received, { organisation: SITE_NAME, date }),
    text(TEXTS.nextStep),
    text(NO_FEES),
    text(TEXTS.notYou),
  ];
  return { to, subject: text(SUBJECTS[kind]), text: letter(text(GREETING), paragraphs) };
}
