/**
 * The page sent for a path: the site's frame with the owning remote's HTML in its outlet, their
 * CSS in the head, and a note saying whose HTML it is (which remote and build, for which path), so the browser
 * hydrates only into HTML it can match. Without the remote's HTML the outlet shows the frame's
 * fallback ('Loading...' in the page's language) and the browser renders the page; without a
 * frame the built page goes as it is.
 */
export const SERVER_RENDERING_ELEMENT_ID = 'server-rendering';

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;

export function composePage(page, { frame, outletPlaceholder, fragment, remote, path, language }) {
  if (!frame) return page;
  const outlet = fragment ? fragment.html : frame.fallbackHtml;
  const root = frame.html.replace(outletPlaceholder, () => outlet);
  const styles = [`<style data-frame>${frame.css}</style>`, ...(fragment ? [`<style data-remote="${remote}">${fragment.css}</style>`] : [])];
  // '<' escaped, so no value can close the script element.
  const note = fragment ? `<script id="${SERVER_RENDERING_ELEMENT_ID}" type="application/json">${JSON.stringify({ remote, build: fragment.build, path, language }).replace(/</g, '\\u003c')}</script>` : '';
  return page.replace('</head>', () => `${styles.join('')}</head>`).replace(ROOT_ELEMENT, () => `<div id="root">${root}</div>${note}`);
}
