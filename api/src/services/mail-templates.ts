import { CODE_VALIDITY_MINUTES } from 'shared-contracts';
import type { MailMessage } from '../plugins/mail';
import type { CodePurpose } from '../db/schema';

const SIGNATURE = '\n\nIf you did not ask for this, you can ignore this e-mail.\n\nGondia Gramin Vikas Foundation';

/**
 * The code stands alone on its line ("Your code is 123456") so people and tests can pick it out.
 * A name appears only when it belongs to a verified account: a sign-up's name is whatever a
 * stranger typed, and must not let them write text into mail sent from the charity's address.
 */
export function codeMail(purpose: CodePurpose, to: string, code: string, verifiedName?: string): MailMessage {
  const greeting = verifiedName ? `Hello ${verifiedName},\n\n` : 'Hello,\n\n';
  const validity = `It is valid for ${CODE_VALIDITY_MINUTES} minutes and can be used once.`;
  if (purpose === 'signup') {
    return {
      to,
      subject: 'Your verification code',
      text: `${greeting}Welcome! To verify your e-mail address, enter this code:\n\nYour code is ${code}\n\n${validity}${SIGNATURE}`,
    };
  }
  return {
    to,
    subject: 'Your password reset code',
    text: `${greeting}To choose a new password, enter this code:\n\nYour code is ${code}\n\n${validity}${SIGNATURE}`,
  };
}
