import { documentTitle } from 'shared-contracts';
import { type PageMeta } from 'shared-contracts/host';
import { localisedPath, splitLanguagePrefix } from 'shared-contracts/languages';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function upsertCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * A page's own address: a route's path under the language prefix of the page shown (/hi/contact),
 * as the server wrote it, so a Hindi page does not name the English one as its canonical address.
 */
function addressOf(path: string): string {
  const { language, prefixed } = splitLanguagePrefix(window.location.pathname);
  return prefixed ? localisedPath(path, language) : path;
}

/** Each page's title, description and path metadata (canonical URL and Open Graph). */
export function applyPageMeta(meta: PageMeta, siteUrl: string) {
  const title = documentTitle(meta);
  const url = new URL(addressOf(meta.path), siteUrl).toString();
  document.title = title;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:type', 'website');
  upsertCanonical(url);
}
