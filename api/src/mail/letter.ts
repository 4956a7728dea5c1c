import { SITE_NAME } from 'shared-contracts';
import type { MailText } from './mail-language';

/** How every mail to a visitor opens when it does not name them. */
export const GREETING: MailText = /*i18n*/ { id: 'Hello,' };

/** What every mail to a visitor says against fraud in the charity's name. */
export const NO_FEES: MailText = /*i18n*/ { id: 'We never ask for money, OTPs or bank passwords by phone or e-mail, and none of our help has a fee.' };

/** A mail's body: its greeting, its paragraphs and the charity's name, a blank line apart. */
export function letter(greeting: string, paragraphs: readonly string[]): string {
  return [greeting, ...paragraphs, SITE_NAME].join('\n\n');
}
