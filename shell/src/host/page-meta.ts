import { documentTitle } from 'shared-contracts';
import { type PageMeta } from 'shared-contracts/host';
import { underPrefixOf } from 'shared-contracts/languages';

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

/** Each page's title, description and path metadata (canonical URL and Open Graph). */
export function applyPageMeta(meta: PageMeta, siteUrl: string) {
  const title = documentTitle(meta);
  // Under the page's language prefix, as the server wrote it: a Hindi page's canonical address is its own.
  const url = new URL(underPrefixOf(window.location.pathname, meta.path), siteUrl).toString();
  document.title = title;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:type', 'website');
  upsertCanonical(url);
}
