import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_TOKEN_PATTERN } from 'shared-contracts';

/*
 * A newsletter link's token is the subscription's id and an HMAC of it: nothing to store, the
 * same link for as long as the subscription lasts (so the staff can put it in every newsletter),
 * and no link for anyone else's subscription without the key.
 */

const signatureOf = (key: Buffer, subscriptionId: string) => createHmac('sha256', key).update(subscriptionId).digest('base64url');

export function newsletterToken(key: Buffer, subscriptionId: string): string {
  return `${subscriptionId}.${signatureOf(key, subscriptionId)}`;
}

/** The subscription a token was made for, or undefined for a token this key did not sign. */
export function subscriptionOfToken(key: Buffer, token: string): string | undefined {
  if (!NEWSLETTER_TOKEN_PATTERN.test(token)) return undefined;
  const [subscriptionId, signature] = token.split('.');
  const expected = Buffer.from(signatureOf(key, subscriptionId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subscriptionId : undefined;
}
