const escapeHtml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}">`)
    .replace('</head>', `${tags}</head>`);
}
