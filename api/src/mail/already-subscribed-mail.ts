import type { Language } from 'shared-contracts/languages';
import type { MailMessage } from '../plugins/mail';
import { GREETING, letter, NO_FEES } from './letter';
import { mailTextsIn, type MailText } from './mail-language';

const TEXTS = {
  subject: /*i18n*/ { id: 'You are subscribed to our newsletter' },
  again: /*i18n*/ { id: 'This address is already on our newsletter list. Someone, perhaps you, asked for it again on our website.' },
  unsubscribe: /*i18n*/ { id: 'To end the subscription, open this link and press "Unsubscribe": {url}' },
} satisfies Record<string, MailText>;

/**
 * What subscribing again sends once the address's owner has confirmed: no new question, but the
 * link that ends the subscription, for someone who lost it.
 */
export function alreadySubscribedMail(to: string, language: Language, unsubscribeLink: string): MailMessage {
  const text = mailTextsIn(language);
  const paragraphs = [text(TEXTS.again), text(TEXTS.unsubscribe, { url: unsubscribeLink }), text(NO_FEES)];
  return { to, subject: text(TEXTS.subject), text: letter(text(GREETING), paragraphs) };
}
