import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_TOKEN_PATTERN, type NewsletterLinkKind } from 'shared-contracts';

/*
 * A newsletter link's token is the subscription's id and an HMAC of the link's kind and that id:
 * nothing to store, the same link for as long as the subscription lasts, an unsubscribe link that
 * cannot confirm, and no link for anyone else's subscription without the key.
 */

const signatureOf = (key: Buffer, kind: NewsletterLinkKind, subscriptionId: string) =>
  createHmac('sha256', key).update(`${kind}:${subscriptionId}`).digest('base64url');

export function newsletterToken(key: Buffer, kind: NewsletterLinkKind, subscriptionId: string): string {
  return `${subscriptionId}.${signatureOf(key, kind, subscriptionId)}`;
}

/** The subscription a token was made for by a link of one of `kinds`, or undefined for any other token. */
export function subscriptionOfToken(key: Buffer, token: string, kinds: readonly NewsletterLinkKind[]): string | undefined {
  if (!NEWSLETTER_TOKEN_PATTERN.test(token)) return undefined;
  const [subscriptionId, signature] = token.split('.');
  const given = Buffer.from(signature);
  const signedAs = (kind: NewsletterLinkKind) => timingSafeEqual(given, Buffer.from(signatureOf(key, kind, subscriptionId)));
  return kinds.some(signedAs) ? subscriptionId : undefined;
}
