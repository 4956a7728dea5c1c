import { AUTH_ROUTES } from 'shared-contracts';
import type { Language } from 'shared-contracts/languages';
import type { MailMessage } from '../plugins/mail';
import { GREETING, letter } from './letter';
import { mailTextsIn, type MailText } from './mail-language';

const TEXTS = {
  subject: /*i18n*/ { id: 'You already have an account' },
  intro: /*i18n*/ {
    id: 'Someone, perhaps you, tried to sign up on our website with this e-mail address. It already has an account, so no new one was made.',
  },
  logIn: /*i18n*/ { id: 'To log in: {url}' },
  reset: /*i18n*/ { id: 'Forgot your password? Choose a new one: {url}' },
  ignore: /*i18n*/ { id: 'If it was not you, you can ignore this e-mail: your account and its password are unchanged.' },
} satisfies Record<string, MailText>;

/**
 * What a sign-up with an address that already has an account sends in place of a code: the owner
 * learns it, and how to log in or reset; the person signing up is answered as for any address.
 */
export function accountExistsMail(to: string, language: Language, siteUrl: string): MailMessage {
  const text = mailTextsIn(language);
  const paragraphs = [
    text(TEXTS.intro),
    text(TEXTS.logIn, { url: `${siteUrl}${AUTH_ROUTES.login.path}` }),
    text(TEXTS.reset, { url: `${siteUrl}${AUTH_ROUTES.forgotPassword.path}` }),
    text(TEXTS.ignore),
  ];
  return { to, subject: text(TEXTS.subject), text: letter(text(GREETING), paragraphs) };
}
