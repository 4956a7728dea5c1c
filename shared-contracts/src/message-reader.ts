import { AUTH_MESSAGES, WAIT_BEFORE_RESEND } from './auth-messages';
import { CONFIRMATION_MESSAGES, REFUSAL_MESSAGES } from './api-answers';
import { VALIDATION_MESSAGES } from './messages';
import { CONNECTION_MESSAGES } from './api-error';

/*
 * Reading a message's English text back into its key and values, so a page shows it in its own
 * language. Only a Hindi or Marathi page does (shared-ui's contract translations): a module of its
 * own, so an English page's bundle carries neither this nor the API's answers.
 */

const { waitBeforeResend: _waitBeforeResend, ...FIXED_AUTH_MESSAGES } = AUTH_MESSAGES;

/** Every message by key: the schemas', the account screens' and the API's answers. */
export const MESSAGES = { ...VALIDATION_MESSAGES, ...FIXED_AUTH_MESSAGES, waitBeforeResend: WAIT_BEFORE_RESEND, ...CONFIRMATION_MESSAGES, ...REFUSAL_MESSAGES, ...CONNECTION_MESSAGES } as const;
export type MessageKey = keyof typeof MESSAGES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each template as a pattern, the most specific first (the most text of its own), so a text that
 * fits two templates ('Password must be at most 128 characters') reads as the narrower one. Made
 * on first use: a page that shows no message from the server compiles none.
 */
let patterns: { key: MessageKey; pattern: RegExp }[] | undefined;
function patternsOfMessages() {
  patterns ??= (Object.entries(MESSAGES) as [MessageKey, string][])
    .map(([key, template]) => ({
      key,
      ownText: template.replace(/\{\w+\}/g, '').length,
      pattern: new RegExp(`^${escapeRegExp(template).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`),
    }))
    .sort((a, b) => b.ownText - a.ownText);
  return patterns;
}

/** The key and values of a message text (as the API sends it or a schema gave it), or null for any other text. */
export function readMessage(text: string): { key: MessageKey; params: Record<string, string> } | null {
  for (const { key, pattern } of patternsOfMessages()) {
    const match = pattern.exec(text);
    if (match) return { key, params: { ...match.groups } };
  }
  return null;
}
