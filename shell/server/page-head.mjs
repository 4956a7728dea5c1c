import { escapeMarkup } from './escape-markup.mjs';

/**
 * The site's link-preview image in shell/public/, as WhatsApp and Facebook want it: 1200 × 630,
 * described in the page's language (the shell's server has no message catalogs; these are its
 * only words). It is remote-public's paddy-fields scene (`npm run link-previews -w remote-public`
 * draws it as paddy-fields.jpg). A page whose remote gives a picture of its own shows that instead.
 */
const SOCIAL_PREVIEW = {
  path: '/social-preview.jpg',
  width: 1200,
  height: 630,
  alt: {
    en: 'Women walking through green paddy fields at sunrise in a Gondia village',
    hi: 'गोंदिया के एक गाँव में सूर्योदय के समय हरे धान के खेतों से गुज़रती महिलाएँ',
    mr: 'गोंदियातील एका गावात सूर्योदयाच्या वेळी हिरव्या भातशेतातून चालणाऱ्या महिला',
  },
};

const OG_LOCALES = { en: 'en_IN', hi: 'hi_IN', mr: 'mr_IN' };

/** The same page in each language (and English for everyone else), for search engines. */
const alternateLinks = (alternates) =>
  alternates
    ? [
        ...Object.entries(alternates).map(([language, href]) => `<link rel="alternate" hreflang="${language}" href="${escapeMarkup(href)}">`),
        `<link rel="alternate" hreflang="x-default" href="${escapeMarkup(alternates.en)}">`,
      ]
    : [];

/**
 * The page's language, own title, description, canonical URL, language alternates and Open Graph
 * tags, written into the HTML the server sends, so link previews (WhatsApp, Facebook) and search
 * engines read them without running any script. The browser keeps them up to date as the visitor
 * moves on.
 */
export function withPageHead(html, head, { url, language, alternates }) {
  const title = escapeMarkup(head.title);
  const description = escapeMarkup(head.description);
  const image = head.image ?? { url: new URL(SOCIAL_PREVIEW.path, url).toString(), width: SOCIAL_PREVIEW.width, height: SOCIAL_PREVIEW.height, alt: SOCIAL_PREVIEW.alt[language] };
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    ...alternateLinks(alternates),
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeMarkup(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:image" content="${escapeMarkup(image.url)}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${escapeMarkup(image.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('');
  // Function replacers: a `$` in a title is text, not a replacement pattern.
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}">`)
    .replace('</head>', () => `${tags}</head>`);
}
