import { CODE_VALIDITY_MINUTES } from 'shared-contracts';
import type { MailMessage } from '../plugins/mail';
import type { CodePurpose } from '../db/schema';

const SIGNATURE = '\n\nIf you did not ask for this, you can ignore this e-mail.\n\nGondia Gramin Vikas Foundation';

/** The code stands alone on its line ("Your code is 123456") so people and tests can pick it out. */
export function codeMail(purpose: CodePurpose, to: string, name: string, code: string): MailMessage {
  const greeting = `Hello ${name},\n\n`;
  const validity = `It is valid for ${CODE_VALIDITY_MINUTES} minutes and can be used once.`;
  if (purpose === 'verify') {
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
