const escapeHtml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link-preview image in shell/public/, as WhatsApp and Facebook want it: 1200 × 630. */
export const SOCIAL_PREVIEW = {
  path: '/social-preview.jpg',
  width: 1200,
  height: 630,
  alt: 'Women walking through green paddy fields at sunrise in a Gondia village',
};

/**
 * The page's own title, description, canonical URL and Open Graph tags, written into the HTML the
 * server sends, so link previews (WhatsApp, Facebook) and search engines read them without
 * running any script. The browser keeps them up to date as the visitor moves on.
 */
export function withPageHead(html, head, url) {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:image" content="${escapeHtml(new URL(SOCIAL_PREVIEW.path, url).toString())}">`,
    `<meta property="og:image:width" content="${SOCIAL_PREVIEW.width}">`,
    `<meta property="og:image:height" content="${SOCIAL_PREVIEW.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(SOCIAL_PREVIEW.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}">`)
    .replace('</head>', `${tags}</head>`);
}
