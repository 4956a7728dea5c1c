import type { Language } from 'shared-contracts/languages';
import type { MailMessage } from '../plugins/mail';
import { UNCONFIRMED_SUBSCRIPTION_DAYS } from '../newsletter/forget-unconfirmed';
import { GREETING, letter, NO_FEES } from './letter';
import { mailTextsIn, type MailText } from './mail-language';

const TEXTS = {
  subject: /*i18n*/ { id: 'Please confirm your subscription to our newsletter' },
  asked: /*i18n*/ { id: 'Someone, perhaps you, asked on our website for our newsletter to come to this address.' },
  confirm: /*i18n*/ { id: 'To confirm, open this link and press "Confirm my subscription": {url}' },
  keep: /*i18n*/ { id: 'Keep this e-mail: the same link ends the subscription whenever you wish.' },
  notYou: /*i18n*/ { id: 'If it was not you, ignore this e-mail: without your confirmation no newsletter will come, and the address is deleted after {days} days.' },
} satisfies Record<string, MailText>;

/**
 * Asks the owner of an address to confirm a newsletter subscription: anyone can type any address
 * into the form, so nothing but this mail goes there until its owner has pressed the button.
 */
export function newsletterConfirmationMail(to: string, language: Language, link: string): MailMessage {
  const text = mailTextsIn(language);
  const paragraphs = [
    text(TEXTS.asked),
    text(TEXTS.confirm, { url: link }),
    text(TEXTS.keep),
    text(TEXTS.notYou, { days: UNCONFIRMED_SUBSCRIPTION_DAYS }),
    text(NO_FEES),
  ];
  return { to, subject: text(TEXTS.subject), text: letter(text(GREETING), paragraphs) };
}
