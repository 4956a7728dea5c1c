import './zod-mini';
import * as z from 'zod/mini';
import { REFUSAL_MESSAGES } from '../api-answers';

/**
 * The newsletter page's two kinds of link, each with a token (the subscription's id and a
 * signature) in its own query parameter. The owner's link, mailed to the address, confirms the
 * subscription or ends it. The unsubscribe link, which the staff put in their newsletters, only
 * ends it: nobody but the address's owner can confirm.
 */
export const NEWSLETTER_LINK_PARAMS = { owner: 'token', unsubscribe: 'unsubscribe' } as const;
export type NewsletterLinkKind = keyof typeof NEWSLETTER_LINK_PARAMS;

export const NEWSLETTER_TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;

/** A confirm or unsubscribe press on the newsletter page: the token its link carried. */
export const newsletterLinkRequestSchema = z.strictObject({
  token: z.string({ error: REFUSAL_MESSAGES.newsletterLinkInvalid }).check(
    z.trim(),
    z.regex(NEWSLETTER_TOKEN_PATTERN, { error: REFUSAL_MESSAGES.newsletterLinkInvalid }),
  ),
});
export type NewsletterLinkRequest = z.infer<typeof newsletterLinkRequestSchema>;
