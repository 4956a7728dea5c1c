import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from 'shared-contracts/languages';

/** The font family the site's font stack names first (shared-ui theme); it covers Devanagari letters only. */
const FAMILY = 'Site Devanagari';
/** The Devanagari block and the marks Hindi and Marathi text uses with it (as Noto's own subset declares). */
const UNICODE_RANGE = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF';
const FONT_FILE = /-devanagari-(\d{3})-normal\.[0-9a-f]{10}\.woff2$/;

/** The names phones that ship Noto Sans Devanagari (most Android phones) know it by. */
const LOCAL_NAMES = { 400: ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular'], 700: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold'] };

/**
 * The self-hosted Noto Sans Devanagari (regular and bold, copied into fonts/ by the shell's build),
 * declared on Hindi and Marathi pages only: an English page downloads no font. A phone that has
 * the font already uses its own copy and downloads nothing; others fetch it when Devanagari text
 * is laid out, and `swap` shows that text in the phone's own font meanwhile. Not preloaded, so it
 * never competes with the page's scripts on a slow connection.
 */
export function createDevanagariFont(distDir) {
  const dir = path.join(distDir, 'fonts');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => FONT_FILE.test(file)) : [];
  const faces = files.map((file) => ({ url: `/fonts/${file}`, weight: FONT_FILE.exec(file)[1] }));
  const source = ({ url, weight }) => [...(LOCAL_NAMES[weight] ?? []).map((name) => `local('${name}')`), `url(${url}) format('woff2')`].join(',');
  const head = `<style data-font>${faces
    .map((face) => `@font-face{font-family:'${FAMILY}';src:${source(face)};font-weight:${face.weight};font-style:normal;font-display:swap;unicode-range:${UNICODE_RANGE}}`)
    .join('')}</style>`;
  return {
    /** The page with the font in its head when its language is written in Devanagari. */
    withFontFor(html, language) {
      if (language === DEFAULT_LANGUAGE || faces.length === 0) return html;
      return html.replace('</head>', () => `${head}</head>`);
    },
  };
}
