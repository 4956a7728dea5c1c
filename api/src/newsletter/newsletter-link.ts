import { NEWSLETTER_LINK_PARAMS, PUBLIC_ROUTES, type NewsletterLinkKind } from 'shared-contracts';
import { localisedPath, type Language } from 'shared-contracts/languages';
import { newsletterToken } from '../security/newsletter-tokens';

/** The newsletter page in a language, with a subscription's token for a link of that kind. */
export function newsletterLink(siteUrl: string, language: Language, key: Buffer, kind: NewsletterLinkKind, subscriptionId: string): string {
  const query = new URLSearchParams({ [NEWSLETTER_LINK_PARAMS[kind]]: newsletterToken(key, kind, subscriptionId) });
  return `${siteUrl}${localisedPath(PUBLIC_ROUTES.newsletter.path, language)}?${query}`;
}
