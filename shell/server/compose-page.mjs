import { jsonScriptElement } from './json-script-element.mjs';

/**
 * The page sent for a path: the site's frame with the owning remote's HTML in its outlet, their
 * CSS in the head, and a note saying whose HTML it is (which remote and build, for which path, and
 * the page's own scripts), so the browser hydrates only into HTML it can match, once it has all
 * the code that HTML was drawn with. Without the remote's HTML the outlet shows the frame's
 * fallback ('Loading...' in the page's language) and the browser renders the page; without a
 * frame the built page goes as it is.
 */
export const SERVER_RENDERING_ELEMENT_ID = 'server-rendering';

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;

/**
 * styled-components marks the CSS it rendered with the group and class names of each component
 * (`data-styled.g3[id="…"]{content:"…"}`). In a style element it recognises (its attribute and
 * version), the browser's styled-components takes those over instead of working each component's
 * CSS out again while hydrating. The frame and the remote are rendered
 * apart, each numbering its groups on its own: the remote's are moved after the frame's highest,
 * so the two never share one.
 */
const GROUP_MARK = /data-styled\.g(\d+)\[/g;
const lastGroupIn = (css) => Math.max(0, ...[...css.matchAll(GROUP_MARK)].map(([, group]) => Number(group)));
const withGroupsAfter = (css, last) => css.replace(GROUP_MARK, (_, group) => `data-styled.g${Number(group) + last}[`);
const styleElement = (css, version, owner) => `<style data-styled="true" data-styled-version="${version}" ${owner}>${css}</style>`;

export function composePage(page, { frame, outletPlaceholder, fragment, remote, path, language, styledComponentsVersion }) {
  if (!frame) return page;
  const outlet = fragment ? fragment.html : frame.fallbackHtml;
  const root = frame.html.replace(outletPlaceholder, () => outlet);
  const styles = [
    styleElement(frame.css, styledComponentsVersion, 'data-frame'),
    ...(fragment ? [styleElement(withGroupsAfter(fragment.css, lastGroupIn(frame.css)), styledComponentsVersion, `data-remote="${remote}"`)] : []),
  ];
  const note = fragment ? jsonScriptElement(SERVER_RENDERING_ELEMENT_ID, { remote, build: fragment.build, path, language, scripts: fragment.pageScripts ?? [] }) : '';
  return page.replace('</head>', () => `${styles.join('')}</head>`).replace(ROOT_ELEMENT, () => `<div id="root">${root}</div>${note}`);
}
