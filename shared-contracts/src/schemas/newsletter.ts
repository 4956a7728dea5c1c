import './zod-mini';
import * as z from 'zod/mini';
import { REFUSAL_MESSAGES } from '../api-answers';

/**
 * The key in a newsletter link (`/newsletter?token=...`): the subscription's id and its signature.
 * The link both confirms a subscription and ends it, so the staff can put it in every newsletter.
 */
export const NEWSLETTER_TOKEN_PARAM = 'token';
export const NEWSLETTER_TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;

/** A confirm or unsubscribe press on the newsletter page: the token its link carried. */
export const newsletterLinkRequestSchema = z.strictObject({
  token: z.string({ error: REFUSAL_MESSAGES.newsletterLinkInvalid }).check(
    z.trim(),
    z.regex(NEWSLETTER_TOKEN_PATTERN, { error: REFUSAL_MESSAGES.newsletterLinkInvalid }),
  ),
});
export type NewsletterLinkRequest = z.infer<typeof newsletterLinkRequestSchema>;
