import { NEWSLETTER_TOKEN_PARAM, PUBLIC_ROUTES } from 'shared-contracts';
import { localisedPath, type Language } from 'shared-contracts/languages';
import { newsletterToken } from '../security/newsletter-tokens';

/** The page that confirms or ends a subscription, in a language, with the subscription's token. */
export function newsletterLink(siteUrl: string, language: Language, key: Buffer, subscriptionId: string): string {
  const query = new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: newsletterToken(key, subscriptionId) });
  return `${siteUrl}${localisedPath(PUBLIC_ROUTES.newsletter.path, language)}?${query}`;
}
